import torch.nn as nn


class AcousticModel(nn.Module):
    def __init__(self, feat_dim, hidden, vocab):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(feat_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, vocab))

    def forward(self, x):
        return self.net(x)
