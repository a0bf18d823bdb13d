"""Dataset statistics, computed lazily on first attribute access (PEP 562)."""
import torch

_CACHE = {}


def _reference(seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(512, 128, generator=g) + 0.5


def __getattr__(name):
    if name == "GLOBAL_MEAN":
        if name not in _CACHE:
            _CACHE[name] = _reference().mean(0)
        return _CACHE[name]
    raise AttributeError(name)
