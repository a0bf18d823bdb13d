import torch


def limit_worker_threads(n=1):
    """Pool initializer: each worker runs single-threaded (they already run in parallel)."""
    torch.set_num_threads(n)
