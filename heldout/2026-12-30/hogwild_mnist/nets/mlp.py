import torch.nn as nn


class MLP(nn.Module):
    def __init__(self, in_dim=784, hidden=512, classes=10):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, classes))

    def forward(self, x):
        return self.net(x)
