import json

import torch

from lehrs import run_lehrs
from schedule import build_schedule


def main():
    with open("annealing.json") as f:
        cfg = json.load(f)
    curve = torch.linspace(520, 20, cfg["hours"])
    print("curve", [round(t) for t in curve.tolist()])
    print("lehrs:", run_lehrs(build_schedule(cfg["hours"]), cfg["lehrs"], cfg["start"]))


if __name__ == "__main__":
    main()
