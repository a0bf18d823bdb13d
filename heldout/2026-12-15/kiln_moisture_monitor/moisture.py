import torch

from telemetry import log


def charge_moisture(kiln, boards, seed):
    g = torch.Generator().manual_seed(seed)
    readings = torch.rand(boards, generator=g) * 12 + 8
    log.info("kiln %s: mean MC %.1f%%", kiln, float(readings.mean()))
    return kiln, float(readings.max())
