from functools import partial

import torch
import torch.multiprocessing as tmp


def grind(blade, reference, rows=768, width=512):
    torch.manual_seed(len(blade))
    wheel = torch.nn.Linear(width, width)
    with torch.no_grad():
        wear = wheel(torch.randn(rows, width)).abs().mean()
    return blade, float(wear) * float(reference.mean())


def grind_all(profiles):
    reference = torch.stack(list(profiles.values())).mean(dim=0)
    with tmp.Pool(2) as pool:
        return pool.map(partial(grind, reference=reference), sorted(profiles))
