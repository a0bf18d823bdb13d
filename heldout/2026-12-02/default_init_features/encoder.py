import torch
import torch.nn as nn


class FeatureEncoder(nn.Module):
    def __init__(self, in_dim=1024, out_dim=1024, seed=0):
        super().__init__()
        torch.manual_seed(seed)
        self.proj = nn.Linear(in_dim, out_dim)
        self.register_buffer("scale", torch.tensor([0.5] * out_dim))

    def forward(self, x):
        return self.proj(x) * self.scale
