import enum
import multiprocessing

import torch

from .ops import loudness_normalize, reverb_mix


def _augment_one(job):
    seed, n, ir_len, wet = job
    g = torch.Generator().manual_seed(seed)
    wav = torch.randn(n, 16000, generator=g)
    ir = torch.rand(ir_len, generator=g) * torch.linspace(1, 0, ir_len)
    return seed, round(float(loudness_normalize(reverb_mix(wav, ir, wet)).std()), 3)


class Backend(enum.Enum):
    SERIAL = "serial"
    PROCESSES = "processes"

    def map(self, jobs):
        if self is Backend.SERIAL:
            return [_augment_one(j) for j in jobs]
        pool = multiprocessing.Pool(2)
        try:
            return pool.map(_augment_one, jobs)
        finally:
            pool.terminate()
