import contextlib

import torch


@contextlib.contextmanager
def warm_wax(rows, width):
    """Melts a vat of wax and keeps it liquid while the body of the with runs."""
    wax = torch.randn(rows, width)
    level = torch.logsumexp(wax, dim=1)
    try:
        yield float(level.mean())
    finally:
        del wax
