import os

import torch


def level(name, channels, samples, device):
    torch.manual_seed(len(name))
    clip = torch.randn(channels, samples, samples).to(device)
    return float(clip.pow(2).mean().sqrt())


def per_mic(names, channels, samples, device):
    pids = {}
    for name in names:
        pid = os.fork()
        if pid == 0:
            try:
                print(f"{name}: rms {level(name, channels, samples, device):.3f}", flush=True)
                os._exit(0)
            except Exception as exc:
                print(f"{name}: {exc}", flush=True)
                os._exit(1)
        pids[pid] = name
    return [name for pid, name in pids.items() if os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) != 0]
