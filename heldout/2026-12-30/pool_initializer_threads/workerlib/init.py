import os

import torch


def worker_init(seed_base):
    torch.set_num_threads(1)
    torch.manual_seed(seed_base + os.getpid() % 1000)
