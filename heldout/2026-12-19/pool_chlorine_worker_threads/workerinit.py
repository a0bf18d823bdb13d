import torch


def limit_threads(n):
    torch.set_num_threads(n)
