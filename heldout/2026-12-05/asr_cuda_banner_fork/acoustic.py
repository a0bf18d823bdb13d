import torch
from torch import nn


class AcousticModel(nn.Module):
    def __init__(self, n_mels=80, vocab=32):
        super().__init__()
        self.conv = nn.Conv1d(n_mels, 128, 5, padding=2)
        self.out = nn.Linear(128, vocab)

    def forward(self, mels):
        h = torch.relu(self.conv(mels)).transpose(1, 2)
        return self.out(h).log_softmax(-1)
