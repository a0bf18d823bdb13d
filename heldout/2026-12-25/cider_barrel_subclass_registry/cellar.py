import os

import torch


def _rack(size):
    cider = torch.rand(size, size)
    print("racked", float((cider @ cider).mean()), flush=True)


def rack_all(casks, size):
    pids = []
    for _ in range(casks):
        pid = os.fork()
        if pid == 0:
            try:
                _rack(size)
            finally:
                os._exit(0)
        pids.append(pid)
    return [os.waitpid(pid, 0)[1] for pid in pids]
