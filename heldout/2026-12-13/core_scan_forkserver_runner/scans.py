import torch


def load_core_scan(box, metres=400, bins=2500):
    g = torch.Generator().manual_seed(box)
    return torch.rand(metres, bins, generator=g)


def sorted_profile(scan):
    return scan.sort(dim=1).values


def fracture_count(box):
    scan = load_core_scan(box)
    contrast = (scan[:, 1:] - scan[:, :-1]).abs()
    return box, int((contrast > 0.95).sum())
