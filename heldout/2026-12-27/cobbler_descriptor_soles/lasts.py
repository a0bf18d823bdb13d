"""A shoemaker's last with its sole outlines."""
import torch

from fields import Normalised


class Last:
    soles = Normalised()

    def __init__(self, pairs, width):
        self.pairs = pairs
        self.soles = torch.randn(pairs, width)
