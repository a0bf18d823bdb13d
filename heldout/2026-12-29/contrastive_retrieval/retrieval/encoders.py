import torch.nn as nn
import torch.nn.functional as F


class DualEncoder(nn.Module):
    def __init__(self, in_dim=128, dim=256):
        super().__init__()
        self.image = nn.Sequential(nn.Linear(in_dim, dim), nn.GELU(), nn.Linear(dim, dim))
        self.text = nn.Sequential(nn.Linear(in_dim, dim), nn.GELU(), nn.Linear(dim, dim))

    def encode_image(self, x):
        return F.normalize(self.image(x), dim=-1)

    def encode_text(self, x):
        return F.normalize(self.text(x), dim=-1)
