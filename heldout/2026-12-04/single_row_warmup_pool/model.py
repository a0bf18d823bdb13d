import torch
from torch import nn


class Projector(nn.Module):
    def __init__(self, dim=512, out=512):
        super().__init__()
        self.proj = nn.Linear(dim, out)

    def forward(self, x):
        return torch.tanh(self.proj(x))


def warm_up(model, dim, batch_size):
    with torch.no_grad():
        return model(torch.zeros(batch_size, dim)).shape
