import torch


def rebalance(dock):
    gen = torch.Generator().manual_seed(dock)
    return dock, int(torch.randint(-5, 6, (1,), generator=gen))


def forecast(dock):
    gen = torch.Generator().manual_seed(100 + dock)
    return dock, float(torch.rand(24, generator=gen).sum())
