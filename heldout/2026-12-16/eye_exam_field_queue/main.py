from perimetry import load_fields, peak_sensitivity
from consumers import run_consumers


if __name__ == "__main__":
    fields = load_fields(eyes=2000, loci=500)
    peak = peak_sensitivity(fields)
    print("median peak", round(float(peak.median()), 3), flush=True)
    totals = run_consumers(list(fields.chunk(4)), n_workers=2)
    print("defects per chunk", totals)
