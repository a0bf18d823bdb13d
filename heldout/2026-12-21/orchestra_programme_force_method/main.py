import json

import runtime
from notes import timings


def main():
    with open("programme.json") as f:
        cfg = json.load(f)
    ctx = runtime.use_start_method(cfg["start_method"])
    with ctx.Pool(2) as pool:
        print("house", sum(pool.map(abs, cfg["seats"])))
    for piece, minutes in timings(cfg["start_method"], cfg["pieces"]):
        print(f"{piece}: {minutes} min")


if __name__ == "__main__":
    main()
