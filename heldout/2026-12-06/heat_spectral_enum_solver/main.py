import json
from pathlib import Path

import torch

from ensemble import run_ensemble
from solvers import Solver


def main():
    cfg = json.loads((Path(__file__).parent / "heat.json").read_text())
    g = torch.Generator().manual_seed(0)
    u0 = torch.rand(cfg["batch"], cfg["grid"], cfg["grid"], generator=g)
    u1 = Solver(cfg["solver"]).step(u0, cfg["dt"])
    print("reference step", tuple(u1.shape))
    for seed, spread in run_ensemble(cfg, range(1, cfg["members"] + 1)):
        print("member", seed, spread)


if __name__ == "__main__":
    main()
