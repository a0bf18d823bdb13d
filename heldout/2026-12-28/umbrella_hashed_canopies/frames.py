import multiprocessing as mp

import torch


def _assemble(index):
    ribs = torch.randn(512, 512)
    return float((ribs @ ribs).abs().mean()) + index


def assemble(frames, workers):
    with mp.Pool(processes=workers) as pool:
        return pool.map(_assemble, range(frames))
