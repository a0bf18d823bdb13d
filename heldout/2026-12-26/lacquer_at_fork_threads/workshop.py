import os

import torch


def limit_children(threads):
    """Every process forked from here on starts with `threads` intra-op threads."""
    os.register_at_fork(after_in_child=lambda: torch.set_num_threads(threads))
