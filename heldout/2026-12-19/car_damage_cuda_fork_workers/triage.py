"""Damage triage: one forked child per returned car."""
import os

import torch


def _triage(plate, device):
    photos = torch.rand(4, 3, 256, 256, device=device)
    score = photos.std(dim=(1, 2, 3)).mean().item()
    print(f"{plate}: scratch score {score:.3f}", flush=True)


def triage_returns(plates, device):
    pids = {}
    for plate in plates:
        pid = os.fork()
        if pid == 0:
            try:
                _triage(plate, device)
                code = 0
            except Exception as exc:
                print(f"{plate}: {exc}", flush=True)
                code = 1
            os._exit(code)
        pids[pid] = plate
    failures = []
    for pid, plate in pids.items():
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            failures.append(plate)
    return failures
