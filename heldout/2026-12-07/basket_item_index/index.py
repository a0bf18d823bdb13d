import torch
import torch.nn.functional as F


class ItemIndex:
    """Normalized item-embedding table, built when the index is opened."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.table = None

    def __enter__(self):
        g = torch.Generator().manual_seed(7)
        raw = torch.rand(self.cfg.n_items, self.cfg.dim, generator=g)
        self.table = F.normalize(raw, dim=1)
        return self

    def __exit__(self, *exc):
        self.table = None
        return False

    def shard(self, i):
        n = self.cfg.n_items // self.cfg.n_shards
        return self.table[i * n:(i + 1) * n]
