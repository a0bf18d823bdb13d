import torch
import torch.nn.functional as F


class EmbeddingTable:
    def __init__(self, n_items=6000, dim=96, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.table = torch.randn(n_items, dim, generator=g)

    def normalized(self):
        return F.normalize(self.table, dim=1)
