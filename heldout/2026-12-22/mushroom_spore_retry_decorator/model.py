import torch

from retry import retry


@retry(times=3, delay=0.2)
def fit_spore_model(rows, width):
    counts = torch.rand(rows, width)
    q, r = torch.linalg.qr(counts)
    if not torch.isfinite(r).all():
        raise RuntimeError("spore fit diverged")
    return r.diagonal().abs().mean().item()


def spore_print(index, rows, width):
    g = torch.Generator().manual_seed(index)
    cap = torch.randn(rows, width, generator=g)
    return float((cap @ torch.randn(width, width, generator=g)).median())
