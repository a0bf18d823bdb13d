import torch
import torch.nn as nn


class EmbeddingStore:
    def __init__(self, n_items=50000, dim=64, seed=0):
        torch.manual_seed(seed)
        self.table = nn.Embedding(n_items, dim)
        self.version = 0

    def snapshot(self):
        """Detached copy that readers can use while training keeps updating the table."""
        self.version += 1
        return self.version, self.table.weight.detach().clone()
