import torch
from torch import nn


class PriceModel(nn.Module):
    def __init__(self, features):
        super().__init__()
        torch.manual_seed(6)
        self.encode = nn.Linear(features, features)
        self.price = nn.Linear(features, 1)

    def forward(self, cars):
        return 40 + 10 * torch.sigmoid(self.price(torch.relu(self.encode(cars)))).squeeze(1)
