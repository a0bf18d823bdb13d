import os

import torch


def _carve(size):
    block = torch.rand(size, size)
    print("carved", float((block @ block).sum()), flush=True)


def set_masons(masons, size):
    pids = []
    for _ in range(masons):
        pid = os.fork()
        if pid == 0:
            _carve(size)
            os._exit(0)
        pids.append(pid)
    for pid in pids:
        os.waitpid(pid, 0)
