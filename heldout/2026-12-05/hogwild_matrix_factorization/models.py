import torch
from torch import nn

MODELS = {}


def register_model(name):
    def deco(cls):
        MODELS[name] = cls
        return cls
    return deco


@register_model("mf")
class MatrixFactorization(nn.Module):
    def __init__(self, users, items, dim):
        super().__init__()
        self.user = nn.Embedding(users, dim)
        self.item = nn.Embedding(items, dim)
        nn.init.normal_(self.user.weight, std=0.1)
        nn.init.normal_(self.item.weight, std=0.1)

    def forward(self, u, i):
        return (self.user(u) * self.item(i)).sum(dim=1)


def build_model(cfg):
    return MODELS[cfg["model"]](cfg["users"], cfg["items"], cfg["dim"])
