import contextlib
import multiprocessing as mp

import torch


def tune_pipe(args):
    tuner, rows, width = args
    pipe = torch.randn(rows, width)
    fork = torch.randn(width, width)
    return tuner, float((pipe @ fork).abs().mean())


def tune_pipes(tuners, rows, width):
    with contextlib.closing(mp.Pool(tuners)) as pool:
        result = pool.map(tune_pipe, [(t, rows, width) for t in range(tuners)])
    pool.join()
    return result
