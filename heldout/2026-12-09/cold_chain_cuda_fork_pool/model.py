import os

import torch
from torch import nn


class SpoilageModel(nn.Module):
    """Predicts spoilage risk from a shipment's temperature trace."""

    def __init__(self, trace_len, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(trace_len, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, traces):
        return torch.sigmoid(self.net(traces)).squeeze(1)


def pick_device():
    return torch.device(os.environ.get("COLD_CHAIN_DEVICE", "cuda"))
