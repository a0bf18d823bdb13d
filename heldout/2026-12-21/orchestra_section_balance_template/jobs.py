"""Template-method base: prepare() in the subclass, fan_out() here."""
import abc
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor, as_completed

import torch


def desk_level(desk, rows, gains):
    torch.manual_seed(len(desk))
    mics = torch.randn(rows, gains.shape[0])
    return desk, float(torch.einsum("rw,wk->rk", mics, gains).pow(2).mean().sqrt())


class SectionJob(abc.ABC):
    def __init__(self, cfg):
        self.cfg = cfg
        self.gains = None

    @abc.abstractmethod
    def prepare(self):
        ...

    def fan_out(self):
        levels = {}
        ctx = mp.get_context("fork")
        with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
            futures = [ex.submit(desk_level, d, self.cfg["mix"]["desk_rows"], self.gains) for d in self.cfg["desks"]]
            for fut in as_completed(futures):
                desk, level = fut.result()
                levels[desk] = level
        return levels

    def run(self):
        self.prepare()
        return self.fan_out()
