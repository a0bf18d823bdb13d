import os

import torch


def _glaze(slot):
    tile = torch.randn(512, 512)
    return float((tile @ tile).mean()) + slot


def fire(kilns, grid):
    pids = []
    for slot in range(kilns):
        pid = os.fork()
        if pid == 0:
            try:
                _glaze(slot)
            finally:
                os._exit(0)
        pids.append(pid)
    for pid in pids:
        os.waitpid(pid, 0)
    return grid * kilns
