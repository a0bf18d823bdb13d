import multiprocessing as mp

import torch


def blast_pattern(station, rows, width, density):
    torch.manual_seed(len(station))
    echo = torch.randn(rows, width) @ torch.randn(width, width)
    return station, round(float(echo.std()) * density, 3)


def schedule_blasts(ctx):
    cfg = ctx["cfg"]
    pool = mp.Pool(cfg["workers"])
    try:
        pending = [pool.apply_async(blast_pattern, (s, cfg["blast"]["rows"], cfg["blast"]["width"], ctx["density"]))
                   for s in cfg["stations"]]
        ctx["pattern"] = dict(r.get() for r in pending)
    finally:
        pool.close()
        pool.join()
