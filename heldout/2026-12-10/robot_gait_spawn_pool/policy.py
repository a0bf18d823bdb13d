import torch
import torch.nn as nn


class GaitPolicy(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, act_dim))

    def forward(self, obs):
        return self.body(obs)


def behaviour_clone(obs_dim, act_dim, hidden, demos, epochs):
    torch.manual_seed(0)
    pol = GaitPolicy(obs_dim, act_dim, hidden)
    opt = torch.optim.Adam(pol.parameters(), lr=1e-3)
    obs = torch.rand(demos, obs_dim)
    act = torch.rand(demos, act_dim)
    for _ in range(epochs):
        opt.zero_grad()
        nn.functional.mse_loss(pol(obs), act).backward()
        opt.step()
    return pol.state_dict()
