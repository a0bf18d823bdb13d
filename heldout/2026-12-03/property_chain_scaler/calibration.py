import torch


class Calibration:
    def __init__(self, rows=512, cols=128, seed=0):
        g = torch.Generator().manual_seed(seed)
        self._data = torch.randn(rows, cols, generator=g) * 3 + 1
        self._stats = None

    @property
    def stats(self):
        if self._stats is None:
            self._stats = (self._data.mean(0), self._data.std(0))
        return self._stats


class Scaler:
    def __init__(self, calibration):
        self.calibration = calibration

    @property
    def mean(self):
        return self.calibration.stats[0]

    @property
    def std(self):
        return self.calibration.stats[1]

    def __call__(self, x):
        return (x - self.mean) / self.std
