import torch


def station_summary(gauges, days, seed=0):
    g = torch.Generator().manual_seed(seed)
    rain = torch.rand(gauges, days, generator=g) * 20
    return rain.sum(), rain.max()


def regrid(job):
    region, shape = job
    g = torch.Generator().manual_seed(region)
    field = torch.rand(*shape, generator=g)
    return region, round(float(field.cumsum(dim=1).std(dim=0).mean()), 3)
