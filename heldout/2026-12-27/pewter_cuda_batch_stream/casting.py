"""Casters in a fork-context executor, working on the same device."""
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def _cast(side, dev):
    mould = torch.ones(side, side, device=dev)
    return float((mould @ mould).sum())


def cast_all(casters, side, dev):
    with ProcessPoolExecutor(max_workers=casters, mp_context=mp.get_context("fork")) as ex:
        futures = [ex.submit(_cast, side, dev) for _ in range(casters)]
        return [f.result() for f in futures]
