from functools import lru_cache

import torch


@lru_cache(maxsize=4)
def oil_pattern(name, boards, passes):
    g = torch.Generator().manual_seed(len(name))
    volume = torch.rand(passes, boards, generator=g)
    ordered, _ = torch.sort(volume, dim=1)
    return (ordered.T @ ordered) / passes
