import torch.nn as nn
import torch.nn.functional as F


class Tower(nn.Module):
    def __init__(self, n, dim, hidden):
        super().__init__()
        self.emb = nn.Embedding(n, dim)
        self.mlp = nn.Sequential(nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, dim))

    def forward(self, ids):
        return F.normalize(self.mlp(self.emb(ids)), dim=-1)


class TwoTower(nn.Module):
    def __init__(self, n_users, n_items, dim, tower_hidden):
        super().__init__()
        self.user = Tower(n_users, dim, tower_hidden)
        self.item = Tower(n_items, dim, tower_hidden)
