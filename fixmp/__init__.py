"""fixmp: find and rewrite the multiprocessing patterns that hang or crash PyTorch programs."""

__version__ = "0.1.0"
