import math

from torch import nn


class PolicyNet(nn.Module):
    def __init__(self, obs_dim, hidden, n_actions):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(obs_dim, hidden), nn.Tanh(),
            nn.Linear(hidden, hidden), nn.Tanh(),
        )
        self.head = nn.Linear(hidden, n_actions)
        self.reset_parameters()

    def reset_parameters(self):
        for module in self.body:
            if isinstance(module, nn.Linear):
                nn.init.orthogonal_(module.weight, gain=math.sqrt(2))
                nn.init.zeros_(module.bias)
        nn.init.orthogonal_(self.head.weight, gain=0.01)

    def forward(self, obs):
        return self.head(self.body(obs))
