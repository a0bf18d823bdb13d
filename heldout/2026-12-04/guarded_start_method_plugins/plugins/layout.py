import torch
import torch.multiprocessing as mp

from runtime import ensure_start_method


def _box_count(seed):
    gen = torch.Generator().manual_seed(seed)
    return seed, int((torch.rand(100, generator=gen) > 0.5).sum())


def run():
    ensure_start_method("spawn")
    with mp.Pool(2) as pool:
        return pool.map(_box_count, range(2))
