import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def repaint(canvas):
    coat = torch.randn(canvas, canvas)
    return float((coat @ coat).mean())


def repaint_all(painters, canvas):
    with ProcessPoolExecutor(painters, mp_context=mp.get_context("fork")) as pool:
        return list(pool.map(repaint, [canvas] * painters))
