import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch

from metrics import accuracy


def evaluate_all(model_names, n=256, workers=2):
    def _evaluate(name):
        g = torch.Generator().manual_seed(len(name))
        logits = torch.randn(n, 10, generator=g)
        labels = torch.randint(0, 10, (n,), generator=g)
        return name, round(accuracy(logits, labels), 4)

    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        return list(ex.map(_evaluate, model_names))
