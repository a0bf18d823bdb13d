"""Pour pewter into several moulds at once."""
import multiprocessing as mp

import torch


def _cast(side):
    ingot = torch.randn(side, side)
    return float((ingot @ ingot).trace())


def pour(moulds, side):
    with mp.Pool(moulds) as pool:
        handles = [pool.apply_async(_cast, (side,)) for _ in range(moulds)]
        return [h.get() for h in handles]
