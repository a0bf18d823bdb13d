import os

import torch


def _fill(bottle, rows):
    essence = torch.randn(rows, 512)
    blend = torch.randn(512, 512)
    print(f"bottle {bottle}: intensity {(essence @ blend).abs().mean():.3f}", flush=True)


def bottle_all(bottles, rows, max_attempts):
    filled, attempts = 0, 0
    while filled < bottles and attempts < max_attempts * bottles:
        attempts += 1
        pid = os.fork()
        if pid == 0:
            _fill(filled, rows)
            os._exit(0)
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) == 0:
            filled += 1
    return filled, attempts
