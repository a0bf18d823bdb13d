from dataclasses import dataclass, field
from typing import Callable

import torch


@dataclass
class ModelSpec:
    name: str
    features: int = 32
    target_transform: Callable = field(default=lambda price: torch.log1p(price))
