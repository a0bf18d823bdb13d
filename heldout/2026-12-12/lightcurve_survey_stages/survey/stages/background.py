import torch


def sky_level(frames, q):
    """Robust sky estimate: a high quantile of every pixel of the night's stack."""
    return torch.quantile(frames.flatten(), q)
