import json

import torch

import tuning
from console import Console, describe


def main():
    with open("console.json") as fh:
        cfg = json.load(fh)
    console = Console(cfg["stops"], cfg["width"])
    print(describe(console))
    with torch.no_grad():
        chord = console(torch.randn(cfg["chord_rows"], cfg["width"]))
    print(f"full organ loudness {chord.abs().mean():.3f}")
    print(tuning.tune_pipes(cfg["tuners"], cfg["tuner_rows"], cfg["width"]))


if __name__ == "__main__":
    main()
