import torch

import config


def warmup():
    return torch.zeros(1, device=config.DEVICE).item()


def extract(seed):
    torch.manual_seed(seed)
    x = torch.randn(config.BATCH, 16).to(config.DEVICE)
    return x.norm().item()
