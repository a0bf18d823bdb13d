import torch.nn as nn


class QNetwork(nn.Module):
    def __init__(self, obs_dim, hidden, n_actions):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, n_actions))

    def forward(self, x):
        return self.net(x)
