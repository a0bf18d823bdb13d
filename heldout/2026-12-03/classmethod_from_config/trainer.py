import torch
from torch import nn


def _init_weights(kind):
    def init(m):
        if isinstance(m, nn.Linear):
            if kind == "orthogonal":
                nn.init.orthogonal_(m.weight)
            nn.init.zeros_(m.bias)
    return init


class Trainer:
    def __init__(self, model, folds):
        self.model = model
        self.folds = folds

    @classmethod
    def from_config(cls, cfg):
        torch.manual_seed(0)
        model = nn.Sequential(nn.Linear(cfg["in_dim"], cfg["hidden"]), nn.ReLU(),
                              nn.Linear(cfg["hidden"], cfg["classes"]))
        model.apply(_init_weights(cfg["init"]))
        return cls(model, cfg["folds"])
