import multiprocessing

import torch


def cut_bench(size):
    face = torch.rand(size, size)
    return float((face @ face).trace())


def cut_benches(count, size):
    with multiprocessing.Pool(count) as pool:
        return pool.map(cut_bench, [size] * count)
