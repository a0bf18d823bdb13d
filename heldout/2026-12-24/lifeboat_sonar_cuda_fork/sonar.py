import torch
from torch import nn


class Ping(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.emit = nn.Sequential(nn.Linear(width, width), nn.Tanh())

    def forward(self, x):
        return self.emit(x)


class Sonar(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.ping = Ping(width)
        self.echo = nn.Linear(width, 1)

    def forward(self, x):
        return self.echo(self.ping(x))


def pick_device(name):
    if name.startswith("cuda") and not torch.cuda.is_available():
        return "cpu"
    return name


def warm_up(width, device):
    sonar = Sonar(width).to(device)
    with torch.no_grad():
        return sonar(torch.zeros(4, width, device=device))
