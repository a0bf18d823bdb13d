import torch
import torch.nn as nn


class RewardModel(nn.Module):
    def __init__(self, dim=64):
        super().__init__()
        self.head = nn.Linear(dim, 1)

    def forward(self, x):
        return self.head(x).squeeze(-1)


def build(cfg):
    model = RewardModel(cfg.dim)
    if cfg.device.startswith("cuda"):
        model = model.to(cfg.device)
    return model
