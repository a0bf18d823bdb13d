import torch


class EchoSounder:
    def __init__(self, prefer_cuda, bins):
        self.device = torch.device("cuda" if prefer_cuda and torch.cuda.is_available() else "cpu")
        self.bins = bins
        self.window = torch.hann_window(bins, device=self.device)

    def sound(self, pings):
        echoes = torch.rand(pings, self.bins, device=self.device) * self.window
        return float(echoes.sum())


SOUNDER = EchoSounder
