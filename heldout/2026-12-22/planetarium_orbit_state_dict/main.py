import json

import torch

from ephemeris import predict_all
from orbitnet import OrbitNet


def main():
    with open("orbits.json") as f:
        cfg = json.load(f)
    sizes = cfg["model"]["sizes"]
    model = OrbitNet(sizes)
    with torch.no_grad():
        fit = model(torch.randn(cfg["fit_rows"], sizes[0]))
    print(f"fit residual {fit.pow(2).mean():.4f}", flush=True)
    for planet, pos in predict_all(model.state_dict(), sizes, cfg["planets"], cfg["planet_rows"], cfg["workers"]):
        print(f"{planet}: {pos:+.4f}")


if __name__ == "__main__":
    main()
