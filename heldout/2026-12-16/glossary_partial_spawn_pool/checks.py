import zlib

import torch


def check_segment_file(name, termbase, case_sensitive=True):
    g = torch.Generator().manual_seed(zlib.crc32(name.encode()))
    used = torch.randint(0, len(termbase) + 1, (500,), generator=g)
    misses = int((used == len(termbase)).sum())
    return name, misses
