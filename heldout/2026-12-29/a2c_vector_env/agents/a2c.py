import torch
import torch.nn as nn


class A2C:
    def __init__(self, obs_dim, n_actions, hidden=32, gamma=0.99):
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, n_actions))
        self.gamma = gamma
        self.rewards = []

    @torch.no_grad()
    def act(self, obs):
        return torch.distributions.Categorical(logits=self.net(obs)).sample()

    def record(self, rewards, dones):
        self.rewards.extend(rewards)

    def mean_reward(self):
        return sum(self.rewards) / max(len(self.rewards), 1)
