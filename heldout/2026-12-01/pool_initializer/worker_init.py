import torch


def init_worker():
    torch.set_num_threads(1)
