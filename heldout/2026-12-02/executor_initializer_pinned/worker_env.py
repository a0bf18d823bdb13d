import torch


def limit_threads():
    """Executor initializer: one intra-op thread per worker process."""
    torch.set_num_threads(1)
