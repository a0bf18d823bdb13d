from concurrent.futures import ProcessPoolExecutor

import torch

from scales import colony_baseline

GROUPS = 4


def _score(args):
    group, block = args
    z = torch.exp(-(block - block.mean()).abs())
    return group, float(z.mean())


def anomaly_report(apiary, hives, readings):
    base = colony_baseline(apiary, hives, readings)
    blocks = list(enumerate(base.chunk(GROUPS)))
    with ProcessPoolExecutor(max_workers=2) as ex:
        return sorted(ex.map(_score, blocks))
