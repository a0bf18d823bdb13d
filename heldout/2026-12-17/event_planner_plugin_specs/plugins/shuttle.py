import os

import torch


def _plan_route(route, guests):
    gen = torch.Generator().manual_seed(route)
    arrivals = torch.rand(guests, generator=gen) * 180
    return int((arrivals.floor() % 30 == 0).sum())


def plan_runs(ctx, routes=2):
    children = []
    for route in range(routes):
        pid = os.fork()
        if pid == 0:
            n = _plan_route(route, ctx["guests"])
            print(f"route {route}: {n} guests arrive on a half-hour", flush=True)
            os._exit(0)
        children.append(pid)
    ctx["route_status"] = [os.waitpid(pid, 0)[1] for pid in children]
