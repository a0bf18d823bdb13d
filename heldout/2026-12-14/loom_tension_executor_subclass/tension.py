import torch

SHIFT_SAMPLES = 1000


def warp_readings(looms, threads):
    gen = torch.Generator().manual_seed(21)
    return torch.rand(looms, threads, generator=gen)


def tension_spread(readings):
    return readings.std(dim=1)


def break_forecast(loom, n_threads):
    gen = torch.Generator().manual_seed(len(loom) * 7)
    load = torch.rand(SHIFT_SAMPLES, n_threads // 4, generator=gen)
    return loom, int((load.pow(3) > 0.9).sum())
