import functools
import math

import torch


class SinusoidalEncoding:
    def __init__(self, max_len=2048, dim=64):
        self.max_len = max_len
        self.dim = dim

    @functools.cached_property
    def table(self):
        position = torch.arange(self.max_len, dtype=torch.float32).unsqueeze(1)
        div = torch.exp(torch.arange(0, self.dim, 2, dtype=torch.float32) * (-math.log(10000.0) / self.dim))
        table = torch.zeros(self.max_len, self.dim)
        table[:, 0::2] = torch.sin(position * div)
        table[:, 1::2] = torch.cos(position * div)
        return table

    def encode(self, token_ids):
        return self.table[: token_ids.shape[-1]]
