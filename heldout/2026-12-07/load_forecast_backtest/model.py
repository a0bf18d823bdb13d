import torch
from torch import nn


class LoadLSTM(nn.Module):
    def __init__(self, n_features, hidden):
        super().__init__()
        self.rnn = nn.LSTM(n_features, hidden)
        self.head = nn.Linear(hidden, 1)

    def forward(self, x):
        out, _ = self.rnn(x)
        return self.head(out[-1])
