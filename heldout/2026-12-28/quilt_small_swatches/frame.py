import multiprocessing as mp

import torch


def _quilt_block(index):
    block = torch.randn(512, 512)
    return float((block @ block).abs().mean()) + index


def quilt(blocks, workers=2):
    with mp.Pool(workers) as pool:
        return pool.map(_quilt_block, range(blocks))
