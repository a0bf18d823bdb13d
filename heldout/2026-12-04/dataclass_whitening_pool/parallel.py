from functools import partial

import torch
import torch.multiprocessing as mp


def _whiten_chunk(chunk, mean, matrix):
    z = (chunk - mean) @ matrix
    return round(float(z.var(dim=0).mean()), 3)


def whiten_in_parallel(chunks, state, workers=2):
    fn = partial(_whiten_chunk, **state)
    with mp.Pool(workers) as pool:
        return pool.map(fn, chunks)
