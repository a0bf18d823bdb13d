import contextlib

import torch


@contextlib.contextmanager
def single_threaded():
    """Run a block on one intra-op thread (the workers are forked right after)."""
    previous = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(previous)
