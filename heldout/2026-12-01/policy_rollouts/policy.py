import torch
import torch.nn as nn


class ConvPolicy(nn.Module):
    def __init__(self, channels=8, actions=4, frame=32):
        super().__init__()
        self.conv = nn.Conv2d(3, channels, 3, padding=1)
        with torch.no_grad():
            n = self.conv(torch.zeros(8, 3, frame, frame))[0].numel()
        self.head = nn.Linear(n, actions)

    def forward(self, x):
        return self.head(torch.relu(self.conv(x)).flatten(1))


def make_policy(**kw):
    return ConvPolicy(**kw)
