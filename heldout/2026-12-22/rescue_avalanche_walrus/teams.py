import os

import torch


def dig(zone):
    g = torch.Generator().manual_seed(len(zone.name))
    pit = torch.randn(zone.width, zone.width, generator=g)
    return float((pit @ pit.T).diagonal().mean())


def search(flagged):
    children = []
    for zone, signal in flagged:
        if (pid := os.fork()) == 0:
            print(f"{zone.name} (signal {signal:.2f}): dug {dig(zone):.1f}", flush=True)
            os._exit(0)
        children.append(pid)
    return [os.waitpid(pid, 0)[1] for pid in children]
