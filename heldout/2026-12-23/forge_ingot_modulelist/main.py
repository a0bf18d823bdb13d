import json

import torch

import smiths
from billet import Billet, orthogonal_init


def main():
    with open("billet.json") as fh:
        cfg = json.load(fh)
    model = Billet(cfg["layers"])
    model.apply(orthogonal_init)
    with torch.no_grad():
        folded = model(torch.randn(cfg["rows"], cfg["layers"][0]))
    print(f"folded billet, grain {folded.abs().mean():.3f}")
    smiths.strike(cfg["smiths"], cfg["layers"][-1], cfg["strike_rows"])


if __name__ == "__main__":
    main()
