import torch
from torch import nn


class RecurrentPolicy(nn.Module):
    def __init__(self, obs_dim=32, hidden=64, actions=6):
        super().__init__()
        self.obs_dim = obs_dim
        self.core = nn.LSTM(obs_dim, hidden)
        self.head = nn.Linear(hidden, actions)

    def forward(self, obs):
        out, _ = self.core(obs)
        return self.head(out)
