from typing import NamedTuple

import torch


class Region(NamedTuple):
    name: str
    n_players: int
    skill_dims: int
    seed: int


def skill_vectors(region: Region):
    gen = torch.Generator().manual_seed(region.seed)
    return torch.normal(1500.0, 200.0, size=(region.n_players, region.skill_dims), generator=gen)
