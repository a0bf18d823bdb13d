import torch


def load_window(seed, rows, cols):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(rows, cols, generator=g)


def profile(window):
    return {"std": window.std(dim=0), "p99": window.max(dim=0).values}


def drift(reference, window):
    current = profile(window)
    return {k: round(float((current[k] - reference[k]).abs().max()), 4) for k in reference}
