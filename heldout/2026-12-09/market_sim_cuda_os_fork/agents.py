import os
import sys
import traceback

import torch

from device import DeviceManager


def run_agents(agent_id, n_agents, n_steps):
    dev = DeviceManager().device
    gen = torch.Generator(device=dev).manual_seed(agent_id)
    prices = torch.full((n_agents,), 100.0, device=dev)
    for _ in range(n_steps):
        prices += torch.randn(n_agents, device=dev, generator=gen) * 0.1
    return float(prices.mean())


def fork_agents(n_workers, n_agents, n_steps):
    pids = []
    for w in range(n_workers):
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                print(f"worker {w}: mean price {run_agents(w, n_agents, n_steps):.2f}", flush=True)
            except Exception:
                traceback.print_exc()
                sys.stderr.flush()
                code = 1
            os._exit(code)
        pids.append(pid)
    return [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
