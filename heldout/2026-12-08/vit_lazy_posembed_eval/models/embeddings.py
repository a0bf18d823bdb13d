"""Positional tables, computed on first access (PEP 562 module __getattr__)."""
import math

import torch

GRID = 32
DIM = 192
_cache = {}


def _sincos_2d(grid, dim):
    pos = torch.arange(grid * grid, dtype=torch.float32)
    freqs = torch.exp(-math.log(10000.0) * torch.arange(0, dim // 2, dtype=torch.float32) / (dim // 2))
    angles = pos[:, None] * freqs[None, :]
    return torch.cat([angles.sin(), angles.cos()], dim=1)


def __getattr__(name):
    if name == "POS_EMBED":
        if name not in _cache:
            _cache[name] = _sincos_2d(GRID, DIM)
        return _cache[name]
    raise AttributeError(name)
