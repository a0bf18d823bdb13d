import os

import torch


def lay(size):
    courses = torch.rand(size, size)
    print("laid", float((courses @ courses).trace()), flush=True)


def send_roofers(count, size=512):
    pids = []
    for _ in range(count):
        pid = os.fork()
        if pid == 0:
            lay(size)
            os._exit(0)
        pids.append(pid)
    for pid in pids:
        os.waitpid(pid, 0)
