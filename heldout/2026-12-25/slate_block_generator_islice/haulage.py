import multiprocessing

import torch


def haul(load):
    wagon = torch.rand(load, load)
    print("hauled", float((wagon @ wagon).sum()), flush=True)


def dispatch(wagons, load):
    trains = [multiprocessing.Process(target=haul, args=(load,), name=f"wagon-{n}")
              for n in range(wagons)]
    for t in trains:
        t.start()
    for t in trains:
        t.join()
