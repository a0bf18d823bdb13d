import torch


def step_profiles(rests, minutes, seed=1):
    g = torch.Generator().manual_seed(seed)
    temps = torch.rand(rests, minutes, generator=g) * 20 + 50
    return torch.sigmoid((temps - 62.0) / 2.0).mean(dim=1)


def enzyme_activity(recipes, minutes, seed=2):
    g = torch.Generator().manual_seed(seed)
    curve = torch.rand(recipes, minutes, generator=g)
    return torch.exp(-curve * 3).sum(dim=1)
