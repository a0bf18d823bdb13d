import torch
from torch import nn


def triangulate(cfg):
    torch.manual_seed(3)
    pings = torch.randn(cfg["beacon_rows"], cfg["beacon_width"])
    layer = nn.Linear(cfg["beacon_width"], cfg["beacon_width"])
    with torch.no_grad():
        fix = layer(pings)
    return float(fix.abs().mean())
