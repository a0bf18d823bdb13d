import torch
import torch.nn as nn


class MLP(nn.Module):
    def __init__(self, in_dim=512, hidden=512, out_dim=10):
        super().__init__()
        self.fc1 = nn.Linear(in_dim, hidden)
        self.fc2 = nn.Linear(hidden, out_dim)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))
