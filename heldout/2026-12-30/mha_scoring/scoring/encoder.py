import torch
import torch.nn as nn


class PairEncoder(nn.Module):
    def __init__(self, dim=128, heads=4):
        super().__init__()
        self.attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.score = nn.Linear(dim, 1)

    def forward(self, q, d):
        h, _ = self.attn(q, d, d)
        return self.score(h.mean(1)).squeeze(-1)

    @torch.no_grad()
    def warmup(self, batch=16, length=64):
        x = torch.randn(batch, length, self.attn.embed_dim)
        return self(x, x)
