import torch

from nets import PolicyNet


class Learner:
    def __init__(self, obs_dim=64, hidden=256, n_actions=6, seed=0):
        torch.manual_seed(seed)
        self.obs_dim = obs_dim
        self.policy = PolicyNet(obs_dim, hidden, n_actions)
        self.updates = 0

    def absorb(self, rollouts):
        self.updates += len(rollouts)
        return sum(r["return"] for r in rollouts) / len(rollouts)
