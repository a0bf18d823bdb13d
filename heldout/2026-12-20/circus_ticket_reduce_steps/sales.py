import torch


def town_sales(town, desirability):
    g = torch.Generator().manual_seed(len(town))
    pull = torch.rand(64, 512, generator=g)
    score = desirability @ pull
    demand = torch.sigmoid((score - score.mean()) / score.std())
    return town, int((demand > 0.5).sum())
