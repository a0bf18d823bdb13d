"""Block crowns in a pool of the configured context."""
import multiprocessing as mp

import torch


def _block(side):
    crown = torch.randn(side, side)
    return float((crown @ crown).trace())


def block(context, blockers, side):
    with mp.get_context(context).Pool(blockers) as pool:
        return pool.map(_block, [side] * blockers)
