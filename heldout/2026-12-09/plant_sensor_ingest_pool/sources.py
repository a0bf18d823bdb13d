import torch


def read_batches(n_batches, rows, channels, seed=5):
    """Stand-in for a historian export: yields (line_id, readings) batches."""
    gen = torch.Generator().manual_seed(seed)
    for line_id in range(n_batches):
        yield line_id, torch.normal(20.0, 2.0, size=(rows, channels), generator=gen)
