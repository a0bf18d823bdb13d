import multiprocessing as mp

import torch

mp.set_start_method("spawn")


def _cycle_minutes(machine):
    gen = torch.Generator().manual_seed(7 * len(machine))
    return f"{machine}: {40 + 15 * torch.rand(1, generator=gen).item():.0f} min dry"


def plan(machines):
    with mp.Pool(2) as pool:
        return pool.map(_cycle_minutes, machines)
