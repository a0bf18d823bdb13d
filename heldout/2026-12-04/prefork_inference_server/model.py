import torch
from torch import nn


def build_encoder(dim=512, depth=2, seed=0):
    torch.manual_seed(seed)
    layers = []
    for _ in range(depth):
        layers += [nn.Linear(dim, dim), nn.GELU()]
    return nn.Sequential(*layers).eval()
