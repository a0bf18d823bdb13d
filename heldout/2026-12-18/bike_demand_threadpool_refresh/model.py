import torch
from torch import nn


class DemandModel(nn.Module):
    def __init__(self, hours, hidden):
        super().__init__()
        torch.manual_seed(8)
        self.enc = nn.Linear(hours, hidden)
        self.head = nn.Linear(hidden, 1)

    @torch.no_grad()
    def forward(self, x):
        return self.head(torch.relu(self.enc(x))).squeeze(-1)
