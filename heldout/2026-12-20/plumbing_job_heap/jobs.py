import multiprocessing

import torch
from torch import nn

HANDLERS = {}


def handler(name):
    def deco(fn):
        HANDLERS[name] = fn
        return fn
    return deco


@handler("estimate")
def estimate(ctx, rows):
    torch.manual_seed(1)
    ctx["model"] = nn.Linear(512, 512)
    with torch.no_grad():
        ctx["minutes"] = ctx["model"](torch.rand(rows, 512)).abs().mean(dim=1)
    print(f"estimated {rows} call-outs")


def van_route(van, state, q):
    torch.manual_seed(van)
    layer = nn.Linear(512, 512)
    layer.load_state_dict(state)
    with torch.no_grad():
        q.put((van, round(float(layer(torch.rand(1024, 512)).abs().sum(dim=1).mean()), 1)))


@handler("dispatch")
def dispatch(ctx, vans):
    q = multiprocessing.Queue()
    state = ctx["model"].state_dict()
    procs = [multiprocessing.Process(target=van_route, args=(v, state, q)) for v in range(1, vans + 1)]
    for p in procs:
        p.start()
    ctx["routes"] = sorted(q.get() for _ in procs)
    for p in procs:
        p.join()


@handler("invoice")
def invoice(ctx, _):
    for van, load in ctx["routes"]:
        print(f"van {van}: route load {load}")
