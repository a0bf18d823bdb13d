import torch

import config


def score_batch(seed):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(64, config.EMB_DIM, generator=g)
    k = torch.randn(config.EMB_DIM, 64, generator=g)
    return (q @ k).max().item()
