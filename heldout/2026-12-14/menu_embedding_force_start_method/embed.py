import multiprocessing

import torch


def _embed(menu):
    gen = torch.Generator().manual_seed(len(menu))
    dishes = torch.rand(30, 16, generator=gen)
    return menu, round(float(dishes.mean(dim=0).norm()), 4)


def embed_menus(menus):
    with multiprocessing.Pool(2) as pool:
        return dict(pool.map(_embed, menus))
