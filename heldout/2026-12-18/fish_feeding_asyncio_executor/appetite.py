import torch
from torch import nn


class AppetiteNet(nn.Module):
    def __init__(self, signals, hidden):
        super().__init__()
        torch.manual_seed(0)
        self.body = nn.Sequential(nn.Linear(signals, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    @torch.no_grad()
    def forward(self, x):
        return self.body(x).squeeze(-1)


def ration_for_pen(pen, hunger):
    # pellets per feeder, smoothed over a day of 10-second ticks
    ticks = hunger.repeat(8640 // hunger.numel() + 1)[:8640]
    curve = torch.exp(-ticks.unsqueeze(0) * torch.linspace(0, 1, 64).unsqueeze(1))
    return pen, float(curve.sum())
