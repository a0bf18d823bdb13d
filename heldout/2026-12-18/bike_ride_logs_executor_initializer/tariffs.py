import torch

_TABLE = None


def load_tariffs(steps):
    """Executor initializer: every worker builds the per-minute price curve once."""
    global _TABLE
    minutes = torch.linspace(0, 180, steps)
    _TABLE = 1.0 + 0.5 * torch.exp(-minutes / 45.0) + minutes * 0.01


def bill_month(month, durations):
    idx = (durations / 180.0 * (_TABLE.numel() - 1)).long().clamp(0, _TABLE.numel() - 1)
    return month, float(_TABLE[idx].sum())
