NAMES = ("creance", "lure", "glove", "hood")

DRILLS = {
    name: (lambda reps, name=name: print(f"{name}: {reps} reps done", flush=True))
    for name in NAMES
}
