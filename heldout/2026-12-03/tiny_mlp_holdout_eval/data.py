import torch


def make_split(n, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, 32, generator=g)
    y = (x[:, :4].sum(1) > 0).long()
    return x, y
