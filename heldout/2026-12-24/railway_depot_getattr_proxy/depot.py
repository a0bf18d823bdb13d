import multiprocessing as mp
import weakref

import torch

_CACHE = weakref.WeakValueDictionary()


def haul(load):
    wagons = torch.randn(load, load)
    print("haul", float((wagons @ wagons).mean()), flush=True)


class Depot:
    def __init__(self, cfg):
        self.cfg = cfg

    def survey_track(self):
        blocks = [torch.randn(self.cfg["rows"], self.cfg["width"]) for _ in range(self.cfg["blocks"])]
        track = torch.cat(blocks)
        return track.T @ track

    def run_trains(self):
        trains = [mp.get_context("fork").Process(target=haul, args=(self.cfg["load"],))
                  for _ in range(self.cfg["trains"])]
        for t in trains:
            t.start()
        for t in trains:
            t.join()


def depot_for(name, cfg):
    depot = _CACHE.get(name)
    if depot is None:
        depot = Depot(cfg)
        _CACHE[name] = depot
    return depot
