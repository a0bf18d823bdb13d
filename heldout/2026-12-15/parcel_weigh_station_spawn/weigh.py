import torch

from audit import audited


@audited
def check_station(station, parcels, tolerance_g):
    g = torch.Generator().manual_seed(station)
    declared = torch.rand(parcels, generator=g) * 5000
    measured = declared + torch.randn(parcels, generator=g) * 40
    return station, int(((measured - declared).abs() > tolerance_g).sum())
