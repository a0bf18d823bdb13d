from dataclasses import dataclass, field

import torch


def causal_mask(n=300):
    return torch.ones(n, n).tril().bool()


@dataclass
class FilterSettings:
    channels: int = 8
    kernel: int = 5
    mask: torch.Tensor = field(default_factory=causal_mask)
