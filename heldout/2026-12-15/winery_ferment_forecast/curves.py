import torch

_MODEL = None
_HISTORY = None


def configure(history_days, hours):
    global _HISTORY
    g = torch.Generator().manual_seed(21)
    _HISTORY = torch.rand(history_days, hours, generator=g)


def get_model():
    """Brix-decline model, fitted lazily on first use and then shared."""
    global _MODEL
    if _MODEL is None:
        decline = torch.cumsum(_HISTORY, dim=1)
        _MODEL = decline.mean(dim=0) / decline.shape[1]
    return _MODEL
