import torch
from torch import multiprocessing as mp

ctx = mp.get_context("fork")


def signal_actor(rank, demand, steps, out):
    g = torch.Generator().manual_seed(rank)
    queue_len = torch.zeros(256, demand.numel())
    for _ in range(steps):
        arrivals = torch.rand(queue_len.shape, generator=g) * demand
        green = torch.softmax(queue_len, dim=1)
        queue_len = (queue_len + arrivals - green * 4).clamp(min=0)
    out.put((rank, round(float(queue_len.mean()), 3)))


def launch(forecasts, steps):
    out = ctx.Queue()
    procs = [ctx.Process(target=signal_actor, args=(r, f, steps, out)) for r, f in enumerate(forecasts)]
    for p in procs:
        p.start()
    results = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results
