from dataclasses import dataclass, field

import torch

from defaults import default_weights


@dataclass
class LinenLedger:
    site: str
    weights: torch.Tensor = field(default_factory=default_weights)
    missing: dict = field(default_factory=dict)
