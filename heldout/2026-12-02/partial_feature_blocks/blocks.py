import torch

BLOCK_SIZES = (50000, 50000, 50000, 50000)


def load_blocks(seed=0):
    """Stand-in for reading the four on-disk feature blocks and stitching them together."""
    g = torch.Generator().manual_seed(seed)
    parts = [torch.randn(n, generator=g) for n in BLOCK_SIZES]
    return torch.cat(parts)
