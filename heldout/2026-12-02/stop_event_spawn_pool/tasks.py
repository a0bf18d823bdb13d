import torch

_stop = None


def init(stop_event):
    global _stop
    _stop = stop_event


def crunch(item):
    if _stop.is_set():
        return item, None
    g = torch.Generator().manual_seed(item)
    return item, round(float(torch.randn(64, generator=g).sum()), 3)
