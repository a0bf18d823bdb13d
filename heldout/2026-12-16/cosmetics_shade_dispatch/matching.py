import torch

from jobs import SWATCH_DIM


def catalogue(shades, seed=8):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(shades, SWATCH_DIM, generator=g)


def nearest_shades(skin, cat):
    d = torch.cdist(skin, cat)
    return d.argmin(1)[:5].tolist()


def refresh_affinity(part, shades):
    cat = catalogue(shades)
    affinity = torch.exp(-(part[:, None, :8] - cat[None, :, :8]).abs())
    print(f"[refresh] affinity {float(affinity.mean()):.4f}", flush=True)
