import multiprocessing as mp

import torch

from bus import bus


def pick_room(name, rows, width, out):
    g = torch.Generator().manual_seed(ord(name))
    caps = torch.randn(rows, width, generator=g)
    out.put((name, float((caps @ torch.randn(width, width, generator=g)).abs().mean())))


@bus.on("flush", priority=1)
def pick_rooms(payload):
    rooms = payload["cfg"]["rooms"]
    out = mp.SimpleQueue()
    pickers = [mp.Process(target=pick_room, args=(n, rooms["rows"], payload["width"], out)) for n in rooms["names"]]
    for p in pickers:
        p.start()
    payload["picked"] = dict(out.get() for _ in pickers)
    for p in pickers:
        p.join()


@bus.on("flush", priority=10)
def estimate_yield(payload):
    h = payload["cfg"]["harvest"]
    pins = torch.randn(h["rows"], h["width"])
    weights = torch.softmax(pins.T @ pins / h["rows"], dim=1)
    payload["width"] = h["width"]
    payload["yield"] = float(weights.max())
    print(f"expected yield index {payload['yield']:.4f}", flush=True)
