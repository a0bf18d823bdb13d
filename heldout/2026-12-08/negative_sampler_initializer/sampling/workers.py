import multiprocessing

import torch

_PROBS = None


def _install(probs):
    global _PROBS
    _PROBS = probs


def _negatives(args):
    seed, batch, per_positive = args
    g = torch.Generator().manual_seed(seed)
    neg = torch.multinomial(_PROBS, batch * per_positive, replacement=True, generator=g)
    logq = _PROBS[neg].log()
    return seed, round(float(logq.mean()), 3)


def sample_epoch(probs, seeds, batch, per_positive, workers=2):
    jobs = [(s, batch, per_positive) for s in seeds]
    with multiprocessing.Pool(workers, _install, (probs,)) as pool:
        return pool.map(_negatives, jobs)
