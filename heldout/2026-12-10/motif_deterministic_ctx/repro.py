import contextlib

import torch


@contextlib.contextmanager
def reproducible_reductions():
    """Single-threaded block so floating-point sums do not depend on the thread split."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(before)
