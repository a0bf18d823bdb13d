import torch
import torch.nn as nn

import config


class TinyNet(nn.Module):
    def __init__(self, hidden=config.HIDDEN):
        super().__init__()
        self.fc = nn.Linear(hidden, hidden)
        self.mix = torch.randn(hidden, hidden)
        with torch.no_grad():
            self.mix = self.mix @ self.mix.t()
            self.fc(torch.randn(config.BATCH, hidden))
