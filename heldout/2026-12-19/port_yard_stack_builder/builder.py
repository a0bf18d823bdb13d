"""Fluent builder for yard stacking plans."""
import torch
from torch import nn

from yard import YardPlan


class YardPlanBuilder:
    def __init__(self, name):
        self._name = name
        self._bays = 1
        self._rows = 256
        self._dim = 64

    def with_bays(self, bays, rows_per_bay):
        self._bays, self._rows = bays, rows_per_bay
        return self

    def with_embedding(self, dim):
        self._dim = dim
        return self

    def build(self):
        slot_embedding = torch.empty(self._dim, self._dim)
        nn.init.orthogonal_(slot_embedding)
        return YardPlan(self._name, self._bays, self._rows, slot_embedding)
