import functools

import torch
import torch.nn.functional as F


@functools.lru_cache(maxsize=None)
def vocab_embedding(vocab_size, dim, seed=0):
    gen = torch.Generator().manual_seed(seed)
    table = torch.randn(vocab_size, dim, generator=gen)
    return F.normalize(table, dim=1)
