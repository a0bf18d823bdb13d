"""Process-wide runtime hooks; import once, early."""
import os

import torch


def _single_threaded_child():
    torch.set_num_threads(1)


os.register_at_fork(after_in_child=_single_threaded_child)
