import os

import torch


def sound(grid):
    ice = torch.randn(grid, grid)
    return float((ice @ ice).std())


def spawn_probe(stake, grid):
    pid = os.fork()
    if pid:
        return pid
    status = 1
    try:
        print("stake", stake, sound(grid), flush=True)
        status = 0
    finally:
        os._exit(status)


def probe_all(stakes, grid):
    pids = [spawn_probe(s, grid) for s in range(stakes)]
    return [os.waitpid(pid, 0)[1] for pid in pids]
