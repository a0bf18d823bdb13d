import os

import torch


def _single_thread_in_child():
    torch.set_num_threads(1)


os.register_at_fork(after_in_child=_single_thread_in_child)
