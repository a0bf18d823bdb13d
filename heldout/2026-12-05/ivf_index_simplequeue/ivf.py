import torch
from torch import nn

from registry import register_index


@register_index("ivf")
class IVFIndex(nn.Module):
    def __init__(self, dim, lists, iters=3):
        super().__init__()
        self.register_buffer("centroids", torch.zeros(lists, dim))
        self.iters = iters

    def fit(self, vectors, seed=0):
        g = torch.Generator().manual_seed(seed)
        c = vectors[torch.randperm(vectors.shape[0], generator=g)[: self.centroids.shape[0]]].clone()
        for _ in range(self.iters):
            assign = (vectors @ c.T).argmax(dim=1)
            for j in range(c.shape[0]):
                members = vectors[assign == j]
                if len(members):
                    c[j] = members.mean(dim=0)
        self.centroids.copy_(c)
        return self
