import functools
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import numpy as np
import torch


def score_run(dog, rows, width):
    pressure = torch.from_numpy(np.ones((rows, width), dtype=np.float32))
    balance = torch.randn(width, width)
    return dog, float((pressure @ balance).abs().mean())


def run_trials(runs, width):
    dogs = [r["dog"] for r in runs]
    rows = int(runs[0]["gather_rows"])
    scorer = functools.partial(score_run, rows=rows, width=width)
    with ProcessPoolExecutor(max_workers=len(dogs), mp_context=mp.get_context("fork")) as ex:
        return dict(ex.map(scorer, dogs))
