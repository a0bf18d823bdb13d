import torch

from meta import SetupMeta


class Brine(metaclass=SetupMeta):
    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols

    def setup(self):
        samples = torch.rand(self.rows, self.cols)
        weights = torch.rand(self.cols, self.cols)
        self.salinity = torch.addmm(torch.zeros(self.cols), samples, weights)
