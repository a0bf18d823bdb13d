import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch

import settings
from retry import retry


def _close(size):
    strand = torch.randn(size, size)
    return float((strand @ strand).trace())


@retry(attempts=settings.ATTEMPTS, delay=settings.DELAY)
def lay_rope(strands):
    tension = strands.T @ strands
    with ProcessPoolExecutor(settings.WORKERS, mp_context=multiprocessing.get_context("fork")) as ex:
        closed = list(ex.map(_close, [settings.SIZE] * settings.WORKERS))
    return float(tension.diagonal().mean()), closed
