def summary(seam):
    return f"seam {seam.samples}x{seam.planes}: cleavage trace {float(seam.cleavage.trace()):.1f}"
