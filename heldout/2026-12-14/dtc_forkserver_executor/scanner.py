import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch

import dtc
import settings


class FleetScanner:
    def __init__(self, start_method, workers, frames, pids):
        self.start_method, self.workers = start_method, workers
        self.frames, self.pids = frames, pids

    @classmethod
    def from_settings(cls):
        return cls(settings.WORKER_START_METHOD, settings.WORKERS, settings.FREEZE_FRAMES, settings.PIDS)

    def baseline(self):
        gen = torch.Generator().manual_seed(0)
        frames = torch.rand(self.frames, self.pids, generator=gen)
        return round(float(torch.logsumexp(frames, dim=1).mean()), 4)

    def scan(self, vins):
        ctx = multiprocessing.get_context(self.start_method)
        with ProcessPoolExecutor(self.workers, mp_context=ctx) as ex:
            return list(ex.map(dtc.read_codes, vins, [self.frames] * len(vins)))
