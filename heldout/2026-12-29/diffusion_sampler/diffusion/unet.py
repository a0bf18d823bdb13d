import torch
import torch.nn as nn


class TinyUNet(nn.Module):
    def __init__(self, channels=32):
        super().__init__()
        c = channels
        self.inp = nn.Conv2d(3, c, 3, padding=1)
        self.down = nn.Conv2d(c, 2 * c, 4, stride=2, padding=1)
        self.mid = nn.Conv2d(2 * c, 2 * c, 3, padding=1)
        self.up = nn.ConvTranspose2d(2 * c, c, 4, stride=2, padding=1)
        self.out = nn.Conv2d(2 * c, 3, 3, padding=1)
        self.temb = nn.Embedding(1000, 2 * c)

    def forward(self, x, t):
        h0 = torch.relu(self.inp(x))
        h = torch.relu(self.down(h0)) + self.temb(t)[:, :, None, None]
        h = torch.relu(self.mid(h))
        h = torch.relu(self.up(h))
        return self.out(torch.cat([h, h0], 1))
