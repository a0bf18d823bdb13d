import zlib

import torch

_LOCK = None


def init(lock):
    global _LOCK
    _LOCK = lock


def check_file(name):
    g = torch.Generator().manual_seed(zlib.crc32(name.encode()))
    hits = torch.randint(0, 3, (200,), generator=g)
    with _LOCK:
        return name, torch.bincount(hits, minlength=3).tolist()
