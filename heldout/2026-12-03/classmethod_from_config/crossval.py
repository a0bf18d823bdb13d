import multiprocessing

import torch

_TRAINER = None


def _eval_fold(fold):
    g = torch.Generator().manual_seed(fold)
    x = torch.randn(128, 256, generator=g)
    with torch.no_grad():
        logits = _TRAINER.model(x)
    return fold, round(logits.softmax(-1).max(-1).values.mean().item(), 4)


def cross_validate(trainer):
    global _TRAINER
    _TRAINER = trainer
    pool = multiprocessing.Pool(2)
    try:
        return sorted(pool.starmap(_eval_fold, [(f,) for f in range(trainer.folds)]))
    finally:
        pool.close()
        pool.join()
