import multiprocessing as mp

import torch

import bus

SPAWN = mp.get_context("spawn")


def watch_district(name, loggers, alarms):
    g = torch.Generator().manual_seed(len(name))
    night_flow = torch.rand(loggers, generator=g) * 3
    alarms.put((name, int((night_flow > 2.7).sum())))


def start_watchers(districts):
    procs = []
    for name, loggers in districts.items():
        p = SPAWN.Process(target=watch_district, args=(name, loggers, bus.ALARMS))
        p.start()
        procs.append(p)
    return procs
