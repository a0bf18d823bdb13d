import torch
import torch.multiprocessing as mp

from handling import handle
from kinds import Sheets


def _press(size):
    felt = torch.randn(size, size)
    return float((felt @ felt).abs().mean())


@handle.register
def _(item: Sheets):
    with mp.Pool(item.workers) as pool:
        pressed = pool.map(_press, [item.size] * item.count)
    return f"pressed {len(pressed)} sheets"
