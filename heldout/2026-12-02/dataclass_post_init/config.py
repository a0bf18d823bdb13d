from dataclasses import dataclass, field

import torch


@dataclass
class AugmentConfig:
    image_size: int = 224
    mean: float = 0.45
    flip_prob: float = 0.5
    seeds: list = field(default_factory=lambda: [0, 1, 2, 3])

    def __post_init__(self):
        # precomputed mean image, subtracted from every crop
        self.mean_image = torch.full((3, self.image_size, self.image_size), self.mean)
