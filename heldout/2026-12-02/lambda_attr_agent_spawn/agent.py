import torch
import torch.nn as nn


class Agent:
    def __init__(self, obs_dim=16, n_actions=4, gamma=0.99):
        self.obs_dim = obs_dim
        self.n_actions = n_actions
        self.discount = lambda rewards: sum(r * gamma ** t for t, r in enumerate(rewards))

    def run(self, rank, episodes):
        torch.manual_seed(rank)
        policy = nn.Linear(self.obs_dim, self.n_actions)
        for _ in range(episodes):
            rewards = [float(policy(torch.randn(1, self.obs_dim)).max()) for _ in range(5)]
            self.discount(rewards)
