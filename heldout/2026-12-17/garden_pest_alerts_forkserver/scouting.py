import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def scout_bed(bed, samples, pressure):
    gen = torch.Generator().manual_seed(bed)
    leaves = torch.rand(samples, generator=gen)
    return bed, int((torch.exp(leaves * pressure / 10) > 2.0).sum())


class Scouts:
    def __init__(self, section):
        self.method = section.get("start_method", "fork")
        self.count = section.getint("count")
        self.samples = section.getint("leaf_samples")

    def survey(self, beds, pressure):
        ctx = mp.get_context(self.method)
        with ProcessPoolExecutor(self.count, mp_context=ctx) as ex:
            futs = [ex.submit(scout_bed, b, self.samples, pressure) for b in beds]
            return [f.result() for f in futs]
