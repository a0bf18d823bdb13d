import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def sweep_scale(rows):
    scale = torch.randn(rows, 512)
    brush = torch.randn(512, 512)
    return float((scale @ brush).abs().sum())


def fan_out(workers, rows):
    ctx = mp.get_context("fork")
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
        swept = list(pool.map(sweep_scale, [rows] * workers))
    print(f"apprentices swept {len(swept)} hearths", flush=True)
