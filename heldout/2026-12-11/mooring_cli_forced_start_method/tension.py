import torch


def line_tension(line):
    seg = torch.rand(200, generator=torch.Generator().manual_seed(line))
    return round(float(seg.sum() * 9.81), 2)
