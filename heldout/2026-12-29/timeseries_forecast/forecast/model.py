import torch.nn as nn


class LSTMForecaster(nn.Module):
    def __init__(self, hidden=128, horizon=24):
        super().__init__()
        self.lstm = nn.LSTM(1, hidden, num_layers=2, batch_first=True)
        self.head = nn.Linear(hidden, horizon)

    def forward(self, ctx):
        out, _ = self.lstm(ctx)
        return self.head(out[:, -1])
