"""The cobbler's shop: one handler, dispatched by structural pattern matching."""
import os

import torch
from torch import nn

from commands import Resole, Stretch


def _resole(width):
    leather = torch.randn(width, width)
    (leather @ leather).sum()


def handle(cmd):
    match cmd:
        case Stretch(rows=rows, width=width):
            last = nn.Linear(width, width)
            with torch.no_grad():
                return last(torch.randn(rows, width)).abs().mean().item()
        case Resole(cobblers=n, width=width):
            pids = []
            for _ in range(n):
                pid = os.fork()
                if pid == 0:
                    _resole(width)
                    os._exit(0)
                pids.append(pid)
            return [os.waitpid(pid, 0)[1] for pid in pids]
        case _:
            raise ValueError(f"unknown job {cmd!r}")
