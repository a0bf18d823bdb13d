import torch
import torch.nn.functional as F


def build_table(n=50000, dim=64, seed=0):
    g = torch.Generator().manual_seed(seed)
    return F.normalize(torch.randn(n, dim, generator=g), dim=1)


_TABLE = None


def set_table(table):
    global _TABLE
    _TABLE = table


def neighbours(seed, rows=256):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(rows, 64, generator=g)
    sims = q @ _TABLE[:4096].T
    return seed, int(sims.argmax(1).sum())
