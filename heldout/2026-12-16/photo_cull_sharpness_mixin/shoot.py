import zlib

import torch


def load_shoot(name, count, size):
    g = torch.Generator().manual_seed(zlib.crc32(name.encode()))
    return torch.rand(count, 3, size, size, generator=g)
