import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def stitch(needle):
    loop = torch.randn(needle, needle)
    return float((loop @ loop).trace())


def sew(quire):
    executor = ProcessPoolExecutor(quire.gatherings, mp_context=mp.get_context("fork"))
    try:
        futures = [executor.submit(stitch, quire.needle) for _ in range(quire.gatherings)]
        return [f.result() for f in futures]
    finally:
        executor.shutdown()
