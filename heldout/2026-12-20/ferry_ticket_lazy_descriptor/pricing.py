import torch
from torch import nn

from lazy import computed_once


class FareTable:
    def __init__(self, classes, width):
        self.classes = classes
        self.width = width

    @computed_once
    def embedding(self):
        weight = torch.empty(self.classes, self.width)
        nn.init.orthogonal_(weight, generator=torch.Generator().manual_seed(5))
        return weight


def price_terminal(terminal, embedding, passengers, out):
    g = torch.Generator().manual_seed(len(terminal))
    demand = torch.rand(passengers, embedding.shape[0], generator=g)
    fares = torch.relu(demand @ embedding).sum(dim=1)
    out.put((terminal, round(float(fares.mean()), 2)))
