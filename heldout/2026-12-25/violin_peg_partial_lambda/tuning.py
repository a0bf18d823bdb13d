RATIOS = {"G": 4 / 9, "D": 2 / 3, "A": 1.0, "E": 3 / 2}

PEG_TURNS = {
    name: (lambda pitch, ratio=ratio: print(f"tuned to {pitch * ratio:.1f} Hz", flush=True))
    for name, ratio in RATIOS.items()
}
