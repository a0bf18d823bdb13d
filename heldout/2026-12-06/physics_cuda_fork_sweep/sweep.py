import multiprocessing as mp

import torch


def relax_lattice(temperature, size=128, steps=20):
    spins = torch.randint(0, 2, (size, size), device="cuda").float() * 2 - 1
    for _ in range(steps):
        field = spins.roll(1, 0) + spins.roll(-1, 0) + spins.roll(1, 1) + spins.roll(-1, 1)
        spins = torch.where(torch.rand_like(spins) < torch.sigmoid(field / temperature), 1.0, -1.0)
    return temperature, round(float(spins.mean().cpu()), 3)


def temperature_sweep(temps, workers=2):
    with mp.Pool(workers) as pool:
        return pool.map(relax_lattice, temps)
