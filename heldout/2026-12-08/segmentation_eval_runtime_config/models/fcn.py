import torch.nn.functional as F
from torch import nn


class TinyFCN(nn.Module):
    def __init__(self, classes):
        super().__init__()
        self.enc = nn.Conv2d(3, 32, 3, stride=2, padding=1)
        self.head = nn.Conv2d(32, classes, 1)

    def forward(self, x):
        out = self.head(F.relu(self.enc(x)))
        return F.interpolate(out, size=x.shape[-2:], mode="bilinear", align_corners=False)
