import copy

import torch

from policy import QNetwork


class Learner:
    def __init__(self, obs_dim=64, gamma=0.99, seed=0):
        torch.manual_seed(seed)
        self.gamma = gamma
        self.online = QNetwork(obs_dim)
        self.target = copy.deepcopy(self.online)
        self.sync_target()

    def sync_target(self):
        # hard update, as in the DQN paper
        self.target.load_state_dict(self.online.state_dict())

    def parameters_for_actors(self):
        return {k: v.clone() for k, v in self.online.state_dict().items()}
