import torch
from torch import nn


class Learner:
    def __init__(self, obs_dim=512, actions=6):
        torch.manual_seed(0)
        self.policy = nn.Sequential(nn.Linear(obs_dim, 512), nn.ReLU(), nn.Linear(512, actions))
        self.opt = torch.optim.Adam(self.policy.parameters(), lr=1e-3)

    def prime(self):
        """Take one step on a zero batch so Adam's state tensors exist before actors start."""
        loss = self.policy(torch.zeros(4, 512)).sum() * 0.0
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
