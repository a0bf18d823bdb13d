import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch

from filters import gabor_bank, response


def run_setting(setting):
    size, seed = setting
    g = torch.Generator().manual_seed(seed)
    images = torch.rand(8, 3, 32, 32, generator=g)
    out = response(images, gabor_bank(size=size, seed=seed))
    return setting, round(float(out.mean()), 3)


def sweep(settings, workers=2):
    ctx = multiprocessing.get_context("forkserver")
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        return list(ex.map(run_setting, settings))
