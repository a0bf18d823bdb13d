import torch
from torch import nn


class Joint(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.hinge = nn.Linear(width, width)

    def forward(self, x):
        return torch.tanh(self.hinge(x))


class Limb(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.upper = Joint(width)
        self.lower = Joint(width)

    def forward(self, x):
        return self.lower(self.upper(x))


class Marionette(nn.Module):
    def __init__(self, width, limbs):
        super().__init__()
        self.limbs = nn.Sequential(*[Limb(width) for _ in range(limbs)])

    def forward(self, x):
        return self.limbs(x)
