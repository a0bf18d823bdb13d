import os

import torch


def _gut(size):
    fish = torch.rand(size, size)
    print("gutted", float((fish @ fish).sum()), flush=True)


def put_to_sea(count, size):
    children = []
    for _ in range(count):
        pid = os.fork()
        if pid == 0:
            _gut(size)
            os._exit(0)
        children.append(pid)
    return [os.waitpid(pid, 0)[1] for pid in children]
