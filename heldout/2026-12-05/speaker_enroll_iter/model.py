import torch
from torch import nn


class SpeakerEncoder(nn.Module):
    def __init__(self, n_mels=40, hidden=64, seed=0):
        super().__init__()
        torch.manual_seed(seed)
        self.lstm = nn.LSTM(n_mels, hidden, batch_first=True)
        self.proj = nn.Linear(hidden, 32)

    def forward(self, mels):
        out, _ = self.lstm(mels)
        return self.proj(out[:, -1])
