import os

import torch

SHOCKS = 512


def transit_basis(seed=19):
    gen = torch.Generator().manual_seed(seed)
    m = torch.rand(SHOCKS, SHOCKS, generator=gen)
    q, _ = torch.linalg.qr(m)
    return q


def simulate(crate, basis):
    pid = os.fork()
    if pid == 0:
        shocks = torch.rand(2048, SHOCKS, generator=torch.Generator().manual_seed(crate))
        peak = (shocks @ basis).abs().amax()
        os._exit(0 if float(peak) < 100 else 3)
    return pid
