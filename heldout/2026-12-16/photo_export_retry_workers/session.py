import zlib

import torch


def load_session(name, frames, size):
    g = torch.Generator().manual_seed(zlib.crc32(name.encode()))
    return torch.rand(frames, 3, size, size, generator=g)
