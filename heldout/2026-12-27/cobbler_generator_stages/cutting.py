"""Cut leather for each measured order."""
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def _cut(width):
    hide = torch.randn(width, width)
    return float((hide @ hide).sum())


def cut(stream, workers):
    done = []
    with ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context("fork")) as ex:
        for order, fit in stream:
            futures = [ex.submit(_cut, order.width) for _ in range(order.pairs)]
            done.append((order.customer, fit, [f.result() for f in futures]))
    return done
