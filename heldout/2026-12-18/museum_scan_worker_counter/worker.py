import multiprocessing as mp

import torch

_spawn = mp.get_context("spawn")


class ScanWorker(_spawn.Process):
    def __init__(self, drawer, counters):
        super().__init__(name=f"scan-{drawer}")
        self.drawer = drawer
        self.counters = counters

    def run(self):
        gen = torch.Generator().manual_seed(self.drawer)
        sharpness = torch.rand(20, generator=gen)
        with self.counters.scanned.get_lock():
            self.counters.scanned.value += int((sharpness > 0.2).sum())
        with self.counters.rejected.get_lock():
            self.counters.rejected.value += int((sharpness <= 0.2).sum())
