import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch

from .blocks import piece_blocks  # noqa: F401  (re-used by callers via the package)


def _stitch_row(row):
    thread = torch.randn(512, 512)
    return float((thread @ thread).mean()) + row


def stitch_frame(rows, workers):
    executor = ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context("fork"))
    try:
        first = executor.submit(_stitch_row, 0)
        rest = [executor.submit(_stitch_row, r) for r in range(1, rows)]
        return [first.result()] + [f.result() for f in rest]
    finally:
        executor.shutdown()
