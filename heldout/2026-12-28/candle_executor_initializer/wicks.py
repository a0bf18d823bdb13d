import torch


def pin_threads(count):
    """Pool initializer: each pouring worker computes on `count` threads."""
    torch.set_num_threads(count)


def pour(mould):
    wax = torch.randn(512, 512)
    return float((wax @ wax).mean()) + mould
