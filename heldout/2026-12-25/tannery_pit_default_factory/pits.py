from dataclasses import dataclass, field

import torch
from torch import nn

from settings import SETTINGS


def seasoned_liquor(width):
    weight = torch.empty(width, width)
    nn.init.orthogonal_(weight)
    return weight


@dataclass
class Pit:
    strength: float = SETTINGS["pits"]["liquor_strength"]
    liquor: torch.Tensor = field(
        default_factory=lambda: seasoned_liquor(SETTINGS["pits"]["hide_width"]))
