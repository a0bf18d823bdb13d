import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch


def _dry(size):
    felt = torch.randn(size, size)
    return float((felt @ felt).abs().mean())


def dry_all(driers, felt):
    ex = ProcessPoolExecutor(driers, mp_context=multiprocessing.get_context("fork"))
    try:
        futures = [ex.submit(_dry, felt) for _ in range(driers)]
        return [f.result() for f in futures]
    finally:
        ex.shutdown()
