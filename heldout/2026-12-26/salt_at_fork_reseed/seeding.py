import os

import torch

PROJECTION = {}


def reseed_after_fork(size):
    """Give every forked child its own seed and random projection."""

    def after_fork():
        torch.manual_seed(os.getpid())
        basis = torch.randn(size, size)
        PROJECTION["basis"] = basis @ basis.T

    os.register_at_fork(after_in_child=after_fork)
