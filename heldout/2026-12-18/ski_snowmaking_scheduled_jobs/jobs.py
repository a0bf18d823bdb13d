import os

import torch

from scheduler import Scheduler

nightly = Scheduler()


@nightly.every_night_at(17 * 60, "wetbulb")
def wetbulb_forecast(ctx, results):
    w = ctx["weather"]
    gen = torch.Generator().manual_seed(3)
    stations = torch.rand(w.getint("stations"), w.getint("features"), generator=gen)
    refs = torch.rand(w.getint("reference_points"), w.getint("features"), generator=gen)
    dist = torch.cdist(stations, refs)
    return dist.min(dim=1).values.mean().item()


def _run_bank(bank, readings, wetbulb, fd):
    duty = torch.sigmoid((readings * 5.0 - wetbulb) * 4.0).mean(dim=1)
    os.write(fd, f"{bank} {float(duty.mean()):.6f}\n".encode())


@nightly.every_night_at(22 * 60, "guns")
def start_gun_banks(ctx, results):
    g = ctx["guns"]
    wetbulb = results["wetbulb"]
    pids = []
    r, w = os.pipe()
    for bank in range(g.getint("banks")):
        readings = torch.rand(g.getint("guns_per_bank"), g.getint("readings"),
                              generator=torch.Generator().manual_seed(bank))
        pid = os.fork()
        if pid == 0:
            os.close(r)
            _run_bank(bank, readings, wetbulb, w)
            os._exit(0)
        pids.append(pid)
    os.close(w)
    for pid in pids:
        os.waitpid(pid, 0)
    with os.fdopen(r) as f:
        lines = f.read().split()
    return sorted((int(b), float(d)) for b, d in zip(lines[::2], lines[1::2]))
