import multiprocessing as mp

import torch


def sea_trial(engine):
    block = torch.randn(engine, engine)
    print("sea trial", float((block @ block).abs().mean()), flush=True)


def trials(boats, engine):
    runs = [mp.Process(target=sea_trial, args=(engine,)) for _ in range(boats)]
    for run in runs:
        run.start()
    for run in runs:
        run.join()
    return [run.exitcode for run in runs]
