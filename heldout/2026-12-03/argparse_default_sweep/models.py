import torch
from torch import nn


class Encoder(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.rnn = nn.GRU(64, hidden, batch_first=True)
        self.head = nn.Linear(hidden, 1)

    def forward(self, x):
        out, _ = self.rnn(x)
        return self.head(out[:, -1])


def sample_batch(seed, batch=16, steps=32):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(batch, steps, 64, generator=g)
