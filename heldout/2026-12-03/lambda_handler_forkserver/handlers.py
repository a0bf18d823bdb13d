import torch

HANDLERS = {
    "mean": lambda t: round(t.mean().item(), 4),
    "max": lambda t: round(t.max().item(), 4),
    "l2": lambda t: round(t.norm().item(), 4),
}


def load_column(seed, n=1000):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(n, generator=g)
