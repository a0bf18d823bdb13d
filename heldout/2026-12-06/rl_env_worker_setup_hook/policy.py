import torch
from torch import nn


class GRUPolicy(nn.Module):
    def __init__(self, obs_dim=32, hidden=64, actions=4):
        super().__init__()
        self.obs_dim = obs_dim
        self.core = nn.GRU(obs_dim, hidden, batch_first=True)
        self.pi = nn.Linear(hidden, actions)

    def forward(self, obs):
        h, _ = self.core(obs)
        return self.pi(h[:, -1])


def warm_up(policy, envs, horizon):
    with torch.no_grad():
        return policy(torch.zeros(envs, horizon, policy.obs_dim)).shape
