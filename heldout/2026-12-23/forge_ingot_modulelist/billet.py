import torch
from torch import nn


class Billet(nn.Module):
    def __init__(self, widths):
        super().__init__()
        self.folds = nn.ModuleList(nn.Linear(a, b) for a, b in zip(widths, widths[1:]))
        self.register_buffer("scale", torch.ones(widths[-1]))

    def forward(self, x):
        for fold in self.folds:
            x = torch.tanh(fold(x))
        return x * self.scale


def orthogonal_init(module):
    if isinstance(module, nn.Linear):
        nn.init.orthogonal_(module.weight)
        nn.init.zeros_(module.bias)
