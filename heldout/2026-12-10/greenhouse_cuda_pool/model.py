import torch
import torch.nn as nn


class ClimateController(nn.Module):
    def __init__(self, sensors, actuators):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(sensors, 64), nn.Tanh(), nn.Linear(64, actuators))

    def forward(self, x):
        return self.net(x)


def load_controller(sensors, actuators, device):
    torch.manual_seed(0)
    return ClimateController(sensors, actuators).to(device).eval()
