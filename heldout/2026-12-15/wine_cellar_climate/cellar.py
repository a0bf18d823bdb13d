import torch


class Cellar:
    def __init__(self, bays, sensors_per_bay, seed=13):
        g = torch.Generator().manual_seed(seed)
        self.bays = bays
        self._log = torch.rand(bays * 8, sensors_per_bay, generator=g) * 6 + 10

    @property
    def comfort_band(self):
        lo = torch.quantile(self._log, 0.05, dim=1)
        hi = torch.quantile(self._log, 0.95, dim=1)
        return lo.mean(), hi.mean()

    def bay_log(self, bay):
        return self._log[bay::self.bays]
