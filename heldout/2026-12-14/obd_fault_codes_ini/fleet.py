import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import torch

CRANK_WINDOWS = 640


def knock_sensor_traces(vehicles, samples):
    gen = torch.Generator().manual_seed(2024)
    return torch.randn(vehicles, samples, generator=gen)


def _roughness(args):
    vin, band = args
    gen = torch.Generator().manual_seed(len(vin))
    windows = torch.rand(CRANK_WINDOWS, band.shape[0], generator=gen) * band
    return vin, float(windows.std(dim=1).mean())


def idle_roughness(bands, processes):
    vins = [f"WVW{i:05d}" for i in range(bands.shape[0])]
    ctx = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=processes, mp_context=ctx) as ex:
        return list(ex.map(_roughness, zip(vins[:4], bands[:4])))
