import torch

from tracking import PITCH


def load_match(match_id, frames=4000, players=22):
    g = torch.Generator().manual_seed(1000 + match_id)
    ball = torch.rand(frames, 2, generator=g)
    squad = torch.rand(players * 200, 2, generator=g)
    scale = torch.tensor([PITCH["length"], PITCH["width"]])
    return match_id, ball * scale, squad * scale
