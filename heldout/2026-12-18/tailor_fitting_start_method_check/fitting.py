import multiprocessing as mp

import torch

import mpsetup


def ease_for(client):
    gen = torch.Generator().manual_seed(client)
    chest, waist, hip = (torch.rand(3, generator=gen) * 20 + 80).tolist()
    return client, round(chest * 0.08 + waist * 0.05 + hip * 0.06, 1)


def fitting_day(clients):
    mpsetup.ensure_spawn()
    with mp.Pool(2) as pool:
        return pool.map(ease_for, clients)
