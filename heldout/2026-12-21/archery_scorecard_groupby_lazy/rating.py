"""Archer rating model, built lazily by the first call that needs it."""
import torch

RATING_WIDTH = 512
HISTORY_ENDS = 1536
_weights = None


def weights():
    global _weights
    if _weights is None:
        torch.manual_seed(12)
        history = torch.randn(HISTORY_ENDS, RATING_WIDTH)
        _weights = torch.nn.functional.normalize(history.T @ history, dim=0)
    return _weights


def rate(archer, scores, rows=640):
    torch.manual_seed(sum(scores))
    form = torch.randn(rows, RATING_WIDTH) * (sum(scores) / len(scores) / 30)
    return archer, float((form @ weights()).mean())
