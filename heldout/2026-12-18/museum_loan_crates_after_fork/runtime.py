import os

import torch


def _one_thread_in_child():
    torch.set_num_threads(1)


# crate simulations are forked; keep each child on a single intra-op thread
os.register_at_fork(after_in_child=_one_thread_in_child)
