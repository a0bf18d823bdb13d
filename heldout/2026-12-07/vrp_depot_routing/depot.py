import torch


class Depot:
    def __init__(self, n_stops, seed=3):
        g = torch.Generator().manual_seed(seed)
        self.coords = torch.rand(n_stops, 2, generator=g) * 100.0
        self._dist = None

    def distances(self):
        if self._dist is None:
            self._dist = torch.cdist(self.coords, self.coords)
        return self._dist
