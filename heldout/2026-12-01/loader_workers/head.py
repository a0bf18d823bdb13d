import torch
import torch.nn as nn


class Head(nn.Module):
    def __init__(self, width=512):
        super().__init__()
        self.fc = nn.Linear(width, width)
        with torch.no_grad():
            self.scale = self.fc(torch.randn(8, width)).std().item()
