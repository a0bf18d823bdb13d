import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch


def grade_batch(rubric, essays):
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=2, mp_context=spawn) as ex:
        futures = [ex.submit(rubric.score, feats, wc) for feats, wc in essays]
        return [f.result() for f in futures]
