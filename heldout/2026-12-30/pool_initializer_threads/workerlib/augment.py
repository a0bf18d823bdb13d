import torch


def mixup(args):
    idx, a, b = args
    lam = torch.distributions.Beta(0.4, 0.4).sample()
    mixed = lam * a + (1 - lam) * b
    return idx, (mixed @ mixed.T).mean().item()
