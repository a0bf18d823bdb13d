from contextlib import contextmanager

import torch


@contextmanager
def single_threaded():
    """Run the parent's set-up work on one intra-op thread (workers are forked afterwards)."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(before)
