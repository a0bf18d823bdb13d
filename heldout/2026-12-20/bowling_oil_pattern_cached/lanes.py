import torch

from oil import oil_pattern


def lane_hook(lane, name, boards, passes):
    pattern = oil_pattern(name, boards, passes)
    g = torch.Generator().manual_seed(lane)
    throws = torch.rand(256, boards, generator=g)
    return lane, round(float((throws @ pattern).argmax(dim=1).float().mean()), 1)
