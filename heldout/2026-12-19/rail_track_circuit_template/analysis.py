"""Template for circuit analyses: load -> fit -> fan_out."""
import abc

import torch.multiprocessing as tmp


class CircuitAnalysis(abc.ABC):
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        data = self.load()
        model = self.fit(data)
        return self.fan_out(model)

    @abc.abstractmethod
    def load(self): ...

    @abc.abstractmethod
    def fit(self, data): ...

    @staticmethod
    @abc.abstractmethod
    def check(job): ...

    def jobs(self, model):
        return [(i, model) for i in range(4)]

    def fan_out(self, model):
        with tmp.Pool(self.cfg["workers"]) as pool:
            return sorted(pool.imap_unordered(self.check, self.jobs(model)))
