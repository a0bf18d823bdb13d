import torch
import torch.nn as nn


class QNetwork(nn.Module):
    """Small dueling-free Q network used by both the learner and the actors."""

    def __init__(self, obs_dim=64, hidden=512, n_actions=6):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(obs_dim, hidden),
            nn.ReLU(),
            nn.Linear(hidden, hidden),
            nn.ReLU(),
        )
        self.head = nn.Linear(hidden, n_actions)

    def forward(self, obs):
        return self.head(self.body(obs))


@torch.no_grad()
def act(net, obs):
    q = net(obs)
    return q.argmax(dim=1)
