import torch


class Calibrator:
    def __init__(self, bins=200):
        self.hist = torch.rand(bins, bins).double()

    def ece(self):
        return float(self.hist[0, 0])
