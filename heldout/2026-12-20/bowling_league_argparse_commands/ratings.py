import torch
from torch import nn


def fit_handicaps(weeks, frames):
    torch.manual_seed(6)
    net = nn.Sequential(nn.Linear(frames, 512), nn.ReLU(), nn.Linear(512, 1))
    scores = torch.rand(weeks, frames)
    with torch.no_grad():
        return net(scores).squeeze(1), net


def team_rating(team, net, frames):
    torch.manual_seed(len(team))
    games = torch.rand(512, frames)
    with torch.no_grad():
        return team, round(float(net(games).mean()) * 100 + 150)
