import torch
from torch import nn


class TinyBackbone(nn.Module):
    def __init__(self, width=16):
        super().__init__()
        self.stem = nn.Conv2d(3, width, 3, padding=1)
        self.block = nn.Conv2d(width, 2 * width, 3, stride=2, padding=1)

    def forward(self, x):
        return self.block(torch.relu(self.stem(x)))

    @torch.no_grad()
    def embed(self, images):
        return self(images).mean(dim=(2, 3))
