"""Gaussian kernels, built on first attribute access (PEP 562 module __getattr__)."""
import torch

PITCH = (105, 68)
SCALE = 8
_cache = {}


def _gaussian_grid():
    h, w = PITCH[0] * SCALE, PITCH[1] * SCALE
    ys = torch.linspace(-1, 1, h).unsqueeze(1)
    xs = torch.linspace(-1, 1, w).unsqueeze(0)
    return torch.exp(-(ys ** 2 + xs ** 2) / 0.05)


def __getattr__(name):
    if name == "PITCH_KERNEL":
        if name not in _cache:
            _cache[name] = _gaussian_grid()
        return _cache[name]
    raise AttributeError(name)
