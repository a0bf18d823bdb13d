import multiprocessing as mp

import torch


def trial_run(engine):
    block = torch.randn(engine, engine)
    print("trial", float((block @ block).abs().mean()), flush=True)


def exercise(boats, engine):
    runs = [mp.Process(target=trial_run, args=(engine,)) for _ in range(boats)]
    for run in runs:
        run.start()
    for run in runs:
        run.join()
    return [run.exitcode for run in runs]
