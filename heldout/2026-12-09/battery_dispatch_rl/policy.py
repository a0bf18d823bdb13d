import torch
from torch import nn


class DispatchPolicy(nn.Module):
    def __init__(self, obs_dim, hidden):
        super().__init__()
        self.cell = nn.GRUCell(obs_dim, hidden)
        self.head = nn.Linear(hidden, 3)  # charge / hold / discharge

    def rollout(self, prices, h):
        actions = []
        for t in range(prices.shape[0]):
            h = self.cell(prices[t], h)
            actions.append(self.head(h).argmax(dim=1))
        return torch.stack(actions), h
