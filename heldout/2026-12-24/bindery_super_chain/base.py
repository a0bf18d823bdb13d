import multiprocessing as mp

import torch


def sew_signature(gauge):
    weave = torch.randn(gauge, gauge)
    return float((weave @ weave.T).diagonal().mean())


class Binding:
    def __init__(self, cfg):
        self.cfg = cfg
        self.steps = []

    def prepare(self, sheets):
        self.steps.append("collate")
        return sheets

    def finish(self):
        gauges = [self.cfg["thread_gauge"]] * self.cfg["sewers"]
        ctx = mp.get_context("fork")
        with ctx.Pool(self.cfg["sewers"]) as pool:
            return pool.map(sew_signature, gauges)
