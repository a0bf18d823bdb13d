import torch
from torch import nn


class OrbitNet(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        self.sizes = list(sizes)
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(self.sizes, self.sizes[1:]))

    def forward(self, x):
        for layer in self.layers:
            x = torch.tanh(layer(x))
        return x
