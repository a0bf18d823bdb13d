import torch
import torch.nn as nn

from .registry import register


class Block(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, dim)
        self.fc2 = nn.Linear(dim, dim)

    def forward(self, x):
        return x + self.fc2(torch.relu(self.fc1(self.norm(x))))


@register("vit_tiny")
class ViTTiny(nn.Module):
    def __init__(self, dim=256, depth=2, patch=8):
        super().__init__()
        self.patch = patch
        self.proj = nn.Linear(3 * patch * patch, dim)
        self.blocks = nn.ModuleList(Block(dim) for _ in range(depth))
        self._init_weights()

    def _init_weights(self):
        for blk in self.blocks:
            nn.init.orthogonal_(blk.fc1.weight)
            nn.init.orthogonal_(blk.fc2.weight)

    def patchify(self, imgs):
        b, c, h, w = imgs.shape
        p = self.patch
        x = imgs.unfold(2, p, p).unfold(3, p, p)
        return x.permute(0, 2, 3, 1, 4, 5).reshape(b, -1, c * p * p)

    def forward(self, imgs):
        x = self.proj(self.patchify(imgs))
        for blk in self.blocks:
            x = blk(x)
        return x.mean(1)
