import json
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch


def danger_level(zone, days):
    gen = torch.Generator().manual_seed(sum(map(ord, zone)))
    snowfall = torch.rand(days, generator=gen) * 40
    wind = torch.rand(days, generator=gen) * 60
    return zone, min(5, 1 + int((snowfall.sum() / 60 + wind.max() / 30).item()))


def main():
    with open("zones.json") as f:
        cfg = json.load(f)
    with ProcessPoolExecutor(max_workers=2, mp_context=mp.get_context("spawn")) as ex:
        for zone, level in ex.map(danger_level, cfg["zones"], [cfg["days"]] * len(cfg["zones"])):
            print(f"{zone:13s} danger {level}/5")
