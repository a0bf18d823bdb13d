from concurrent.futures import ProcessPoolExecutor

import torch


def roller_pressure(roller, rows, width):
    g = torch.Generator().manual_seed(roller)
    film = torch.randn(rows, width, generator=g)
    return round(float((film @ torch.randn(width, width, generator=g)).std()), 2)


def roll_all(n, rows, width):
    ex = ProcessPoolExecutor(max_workers=n)
    try:
        futs = {ex.submit(roller_pressure, i, rows, width): i for i in range(n)}
        return {futs[f]: f.result() for f in futs}
    finally:
        ex.shutdown()
