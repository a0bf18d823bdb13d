import multiprocessing as mp

import torch


def limit_threads(n):
    torch.set_num_threads(n)


def make_pool(workers, child_threads):
    return mp.Pool(workers, initializer=limit_threads, initargs=(child_threads,))


def sheet_roughness(sheet, rows, grain):
    torch.manual_seed(ord(sheet))
    return sheet, float((torch.randn(rows, grain.shape[0]) @ grain).abs().mean())
