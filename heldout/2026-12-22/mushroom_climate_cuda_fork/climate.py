import torch
from torch import nn


def pick_device(name):
    if name.startswith("cuda") and torch.cuda.is_available():
        return torch.device(name)
    return torch.device("cpu")


class ClimateModel(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.mix = nn.Linear(width, width)

    def forward(self, x):
        return torch.sigmoid(self.mix(x))


def load(cfg):
    device = pick_device(cfg["device"])
    model = ClimateModel(cfg["width"]).to(device)
    with torch.no_grad():
        model(torch.zeros(1, cfg["width"], device=device))
    return model, device
