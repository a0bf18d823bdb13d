import torch


class LatencyExperiment:
    def __init__(self, name, bins=50):
        self.name = name
        self.bins = bins
        self._samples = None
        self.histogram = None

    @property
    def samples(self):
        return self._samples

    @samples.setter
    def samples(self, values):
        self._samples = values
        hi = float(values.max())
        self.histogram = torch.histc(values, bins=self.bins, min=0.0, max=hi)
