import torch
import torch.nn.functional as F


class ItemCatalog:
    def __init__(self, n_items, dim, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.raw = torch.randn(n_items, dim, generator=g)
        self._unit = None

    @property
    def unit(self):
        if self._unit is None:
            self._unit = F.normalize(self.raw, dim=1)
        return self._unit
