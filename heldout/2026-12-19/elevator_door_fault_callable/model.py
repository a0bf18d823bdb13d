import torch
from torch import nn


class DoorNet(nn.Module):
    LABELS = ("ok", "slow-close", "obstruction", "reversal")

    def __init__(self, features):
        super().__init__()
        torch.manual_seed(1)
        self.body = nn.Sequential(nn.Linear(features, features), nn.ReLU(), nn.Linear(features, features))
        self.head = nn.Linear(features, len(self.LABELS))

    def forward(self, x):
        return self.head(torch.relu(self.body(x)))
