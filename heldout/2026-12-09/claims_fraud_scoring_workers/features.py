import torch
from torch import nn


class ClaimEncoder:
    def __init__(self, n_codes, dim, seed=17):
        torch.manual_seed(seed)
        self.bag = nn.EmbeddingBag(n_codes, dim, mode="mean")
        self.n_codes = n_codes

    @classmethod
    def from_config(cls, cfg):
        return cls(cfg["n_codes"], cfg["dim"])

    @torch.no_grad()
    def encode(self, codes, offsets):
        return self.bag(codes, offsets)
