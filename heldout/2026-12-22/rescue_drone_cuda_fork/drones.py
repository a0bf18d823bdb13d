import os
import traceback

import torch


def thermal_scan(name, rows, width, device):
    g = torch.Generator().manual_seed(len(name))
    frame = torch.rand(rows, width, generator=g).to(device)
    return float(frame.amax())


def launch(names, rows, width, device):
    pids = {}
    for name in names:
        pid = os.fork()
        if pid == 0:
            try:
                print(f"{name}: hottest {thermal_scan(name, rows, width, device):.3f}", flush=True)
                os._exit(0)
            except Exception:
                traceback.print_exc()
                os._exit(1)
        pids[pid] = name
    return [pids[pid] for pid in pids if os.waitpid(pid, 0)[1] != 0]
