import csv
import os

import torch

from lures import lure_basis


class Falcon:
    def __init__(self, name, weight_g, lure_dim):
        self.name = name
        self.weight_g = weight_g
        self.lure_dim = lure_dim

    @property
    def lure(self):
        return lure_basis(self.lure_dim)

    def condition(self):
        return float(self.lure.diagonal().mean()) * self.weight_g

    def exercise(self):
        g = torch.Generator().manual_seed(self.weight_g)
        wing = torch.randn(self.lure_dim, self.lure_dim, generator=g)
        return float((wing @ self.lure).abs().sum())


def load(path):
    with open(path, newline="") as f:
        return [Falcon(r["name"], int(r["weight_g"]), int(r["lure_dim"])) for r in csv.DictReader(f)]


def fly_each(birds):
    pids = {}
    for bird in birds:
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                print(f"{bird.name}: {bird.exercise():.1f}", flush=True)
            except Exception as exc:
                print(bird.name, "failed:", exc, flush=True)
                code = 1
            os._exit(code)
        pids[pid] = bird.name
    return [name for pid, name in pids.items() if os.waitpid(pid, 0)[1] != 0]
