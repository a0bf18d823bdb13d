import torch
from torch import nn


class RackPress:
    """A rack-and-cloth press: every layer of pomace goes through the same cloth."""

    def __init__(self, width):
        self.cloth = nn.Linear(width, width)

    def squeeze(self, apples, width):
        pomace = torch.rand(apples, width)
        with torch.no_grad():
            juice = self.cloth(pomace)
        return float(juice.mean())


PRESS = RackPress
