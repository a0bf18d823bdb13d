import torch
from torch import nn


class Winch:
    """Cable tension model; calling the winch with loads returns the tensions."""

    def __init__(self, width):
        self.layer = nn.Linear(width, width)

    @torch.no_grad()
    def __call__(self, loads):
        return self.layer(loads).tanh()
