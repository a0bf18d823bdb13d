"""Reads (here: synthesises) interlocking event logs in chunks."""
import torch


def read_logs(lines, width, chunk):
    gen = torch.Generator().manual_seed(23)
    for start in range(0, lines, chunk):
        yield start // chunk, torch.rand(min(chunk, lines - start), width, generator=gen)
