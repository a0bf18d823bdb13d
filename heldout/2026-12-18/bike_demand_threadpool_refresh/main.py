import json

import torch

from model import DemandModel
from refresh import refresh_regions


def main():
    with open("forecast.json") as f:
        cfg = json.load(f)
    model = DemandModel(cfg["hours"], cfg["hidden"])
    history = torch.rand(cfg["stations"], cfg["hours"], generator=torch.Generator().manual_seed(1))
    city = model(history)
    print(f"city-wide mean demand {float(city.mean()):.4f}")
    for region, d in refresh_regions(model, history, cfg["regions"]):
        print(f"{region:7s} {d:.4f}")


if __name__ == "__main__":
    main()
