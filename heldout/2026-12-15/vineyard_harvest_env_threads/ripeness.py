import torch


def block_samples(blocks, berries, seed=37):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(blocks, berries, generator=g) * 10 + 18


def brix_ranking(samples):
    return samples.median(dim=1).values.argsort(descending=True)


def pick_window(block, samples, days=60, vines=20):
    drift = torch.linspace(0, 0.25, days).view(days, 1)
    future = samples.repeat(days, vines) + drift
    return block, int((future > 24).float().mean(dim=1).argmax())
