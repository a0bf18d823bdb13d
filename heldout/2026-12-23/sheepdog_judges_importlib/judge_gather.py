import os

import torch


def _gather(dog, rows):
    field = torch.randn(rows, 512)
    drive = torch.randn(512, 512)
    print(f"dog {dog}: gathered {(field @ drive).abs().mean():.3f}", flush=True)


def judge(cfg):
    g = cfg["gather"]
    pids = []
    for dog in range(g.getint("dogs")):
        pid = os.fork()
        if pid == 0:
            _gather(dog, g.getint("rows"))
            os._exit(0)
        pids.append(pid)
    done = [os.waitpid(pid, 0) for pid in pids]
    return f"gather: {len(done)} dogs back"
