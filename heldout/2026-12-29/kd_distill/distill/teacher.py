import functools

import torch
import torch.nn as nn


class Distiller:
    def __init__(self, transfer, n_classes, temperature):
        self.transfer = transfer
        self.temperature = temperature
        self.teacher = nn.Sequential(nn.Linear(transfer.shape[1], 512), nn.ReLU(), nn.Linear(512, n_classes)).eval()

    @functools.cached_property
    def soft_targets(self):
        with torch.no_grad():
            return torch.softmax(self.teacher(self.transfer) / self.temperature, dim=-1)

    @property
    def mean_entropy(self):
        p = self.soft_targets
        return float(-(p * p.clamp_min(1e-12).log()).sum(-1).mean())
