import torch
import torch.multiprocessing as tmp


def _coat(bar):
    shell = torch.randn(512, 512)
    return float((shell @ shell).abs().mean()) + bar


def coat_all(bars, workers):
    ctx = tmp.get_context("fork")
    with ctx.Pool(workers) as pool:
        return pool.map(_coat, range(bars))
