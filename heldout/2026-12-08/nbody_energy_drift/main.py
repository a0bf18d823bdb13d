import sys

import torch

from sim import SimConfig, potential_energy
from ensemble import run_ensemble


def reference_energy(cfg):
    g = torch.Generator().manual_seed(0)
    pos = torch.randn(cfg.particles, 3, generator=g)
    return float(potential_energy(pos, cfg.softening))


if __name__ == "__main__":
    cfg = SimConfig.from_argv(sys.argv[1:])
    print("reference potential: %.1f" % reference_energy(cfg))
    for seed, drift in run_ensemble(cfg):
        print("member", seed, "energy drift %.3f" % drift)
