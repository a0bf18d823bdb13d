import torch
from torch import nn


class CTRModel(nn.Module):
    def __init__(self, n_features=10000, dim=16):
        super().__init__()
        self.emb = nn.EmbeddingBag(n_features, dim, mode="sum")
        self.head = nn.Linear(dim, 1)

    def forward(self, ids):
        return torch.sigmoid(self.head(self.emb(ids))).squeeze(1)
