import torch


def fit_growth(rows, width):
    g = torch.Generator().manual_seed(8)
    history = torch.rand(rows, width, generator=g)
    return (history.T @ history / rows).cumsum(dim=1)[:, -1]
