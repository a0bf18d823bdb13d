import torch
from torch import nn


class Distiller(nn.Module):
    def __init__(self, compounds):
        super().__init__()
        self.condenser = nn.Linear(compounds, compounds)
        self.register_buffer("boiling_points", torch.linspace(60.0, 240.0, compounds))

    def forward(self, mash):
        return torch.sigmoid(self.condenser(mash) - self.boiling_points / 100)


def pick_device(name):
    if name.startswith("cuda") and not torch.cuda.is_available():
        return torch.device("cpu")
    return torch.device(name)


def warm_up(model, device, compounds):
    with torch.no_grad():
        return model(torch.randn(4, compounds, device=device)).mean().item()
