from multiprocessing import Pool

import torch

from sim import leapfrog, potential_energy


def _run_member(cfg, seed):
    g = torch.Generator().manual_seed(seed)
    pos = torch.randn(cfg.particles, 3, generator=g)
    vel = torch.randn(cfg.particles, 3, generator=g) * 0.01
    e0 = potential_energy(pos, cfg.softening)
    pos, vel = leapfrog(pos, vel, cfg)
    return seed, float(potential_energy(pos, cfg.softening) - e0)


def run_ensemble(cfg, processes=2):
    with Pool(processes) as pool:
        return pool.starmap(_run_member, [(cfg, s) for s in cfg.seeds])
