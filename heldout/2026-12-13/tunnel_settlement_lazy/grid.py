"""Settlement surface along the tunnel alignment, built from the survey prisms on first use."""
import torch
import torch.nn.functional as F

PRISM_LINES = 64
PRISMS_PER_LINE = 5000
UPSAMPLE = 4

_cache = {}


def _survey():
    g = torch.Generator().manual_seed(21)
    return torch.randn(PRISM_LINES, 1, PRISMS_PER_LINE, generator=g).cumsum(dim=2) * 0.01


def __getattr__(name):
    if name == "SURFACE":
        if name not in _cache:
            _cache[name] = F.interpolate(_survey(), scale_factor=UPSAMPLE, mode="linear",
                                         align_corners=False).squeeze(1)
        return _cache[name]
    raise AttributeError(name)
