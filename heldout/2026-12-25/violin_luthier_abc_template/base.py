import abc
import multiprocessing

import torch


def fit_fingerboard(size):
    board = torch.rand(size, size)
    return float((board @ board.T).diagonal().mean())


class Luthier(abc.ABC):
    def __init__(self, billets, grain, apprentices, fret_size):
        self.billets = billets
        self.grain = grain
        self.apprentices = apprentices
        self.fret_size = fret_size

    @classmethod
    def from_config(cls, cp):
        return cls(cp.getint("luthier", "billets"), cp.getint("luthier", "grain"),
                   cp.getint("apprentices", "count"), cp.getint("apprentices", "fret_size"))

    @abc.abstractmethod
    def carve(self):
        ...

    def build(self):
        arch = self.carve()
        with multiprocessing.Pool(self.apprentices) as pool:
            boards = pool.map(fit_fingerboard, [self.fret_size] * self.apprentices)
        return arch, boards
