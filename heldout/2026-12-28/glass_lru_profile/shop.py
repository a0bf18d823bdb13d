import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def _shape(seed):
    torch.manual_seed(seed)
    parison = torch.randn(512, 512)
    return float((parison @ parison).trace())


def shape_pieces(count, workers):
    ctx = mp.get_context("fork")
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        futures = [ex.submit(_shape, seed) for seed in range(count)]
        return [f.result() for f in futures]
