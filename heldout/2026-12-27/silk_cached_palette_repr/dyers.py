"""Hand the skeins to the dyers, one process each."""
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def _dye(skein, swatch):
    cloth = torch.randn(swatch, swatch)
    return float((cloth @ cloth).mean())


def dye_all(count, swatch):
    with ProcessPoolExecutor(max_workers=count, mp_context=mp.get_context("fork")) as ex:
        futures = [ex.submit(_dye, i, swatch) for i in range(count)]
        return [f.result() for f in futures]
