import multiprocessing as mp

import torch


def steam_test(boiler):
    tubes = torch.randn(boiler, boiler)
    return float((tubes @ tubes).abs().mean())


def dispatch_locos(cfg):
    with mp.Pool(cfg["locos"]) as pool:
        return pool.map(steam_test, [cfg["boiler"]] * cfg["locos"])
