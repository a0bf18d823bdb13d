import contextlib

import torch


@contextlib.contextmanager
def intra_op_threads(n):
    before = torch.get_num_threads()
    torch.set_num_threads(n)
    try:
        yield
    finally:
        torch.set_num_threads(before)
