import torch.nn as nn
import torch.nn.functional as F


class SentenceEncoder(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.emb = nn.EmbeddingBag(vocab, dim, mode="mean")
        self.proj = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))
        self.norm = nn.LayerNorm(dim)

    def forward(self, ids):
        return F.normalize(self.norm(self.proj(self.emb(ids))), dim=-1)
