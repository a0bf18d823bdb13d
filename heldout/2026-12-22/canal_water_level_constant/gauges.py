import torch
import torch.multiprocessing as tmp

from levels import DATUM, SETTINGS


def read_gauge(index, rows, width):
    g = torch.Generator().manual_seed(100 + index)
    water = torch.randn(rows, width, generator=g)
    weir = torch.randn(width, width, generator=g)
    print(f"gauge {index}: {(water @ weir).std():.2f}", flush=True)


def fan_out():
    cfg = SETTINGS["gauges"]
    tmp.start_processes(read_gauge, args=(cfg["rows"], DATUM.numel()), nprocs=cfg["count"], start_method="fork")
