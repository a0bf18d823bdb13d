import csv
import functools

import torch


def load_sites(path="sites.csv"):
    with open(path) as f:
        return {row["site"]: {k: int(v) for k, v in row.items() if k != "site"} for row in csv.DictReader(f)}


@functools.lru_cache(maxsize=None)
def history(site, readings, sensors):
    gen = torch.Generator().manual_seed(sum(map(ord, site)))
    return torch.rand(readings, sensors, generator=gen)


@functools.lru_cache(maxsize=None)
def baseline(site, readings, sensors):
    h = history(site, readings, sensors)
    return h.mean(dim=0), h.std(dim=0)
