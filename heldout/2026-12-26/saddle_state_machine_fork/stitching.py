import os

import torch


def fork_stitchers(stitchers, size):
    pids = []
    for _ in range(stitchers):
        pid = os.fork()
        if pid == 0:
            try:
                thread = torch.randn(size, size)
                (thread @ thread).sum()
            finally:
                os._exit(0)
        pids.append(pid)
    return [os.waitpid(pid, 0)[1] for pid in pids]
