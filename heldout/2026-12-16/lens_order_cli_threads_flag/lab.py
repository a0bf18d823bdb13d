import os

import torch


def _station(i, orders):
    curvature = torch.tanh(orders.repeat(1, 4) * 0.5)
    print(f"station {i}: mean curvature {float(curvature.mean()):.4f}", flush=True)


def surface_in_children(orders, stations):
    pids = []
    for i, part in enumerate(orders.chunk(stations)):
        pid = os.fork()
        if pid == 0:
            try:
                _station(i, part)
            finally:
                os._exit(0)
        pids.append(pid)
    return [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
