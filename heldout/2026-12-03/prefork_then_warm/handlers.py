import torch


def handle(wid):
    g = torch.Generator().manual_seed(wid)
    x = torch.randn(128, 128, generator=g)
    return f"worker {wid}: {(x @ x.T).trace().item():.2f}"
