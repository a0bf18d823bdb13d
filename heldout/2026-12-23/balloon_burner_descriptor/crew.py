import os

import torch
from torch import nn


def _fire(member, rows, width):
    torch.manual_seed(member)
    blast = nn.Linear(width, width)
    with torch.no_grad():
        heat = blast(torch.randn(rows, width))
    print(f"member {member} fired burner, heat {heat.mean():.3f}", flush=True)


def dispatch(members, rows, width):
    pids = []
    for member in range(members):
        pid = os.fork()
        if pid == 0:
            try:
                _fire(member, rows, width)
            finally:
                os._exit(0)
        pids.append(pid)
    return [os.waitpid(pid, 0)[1] for pid in pids]
