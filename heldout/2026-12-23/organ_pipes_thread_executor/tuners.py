import multiprocessing as mp

import torch


def tune(index, rows):
    pipe = torch.randn(rows, 512)
    fork = torch.randn(512, 512)
    print(f"tuner {index}: beat {(pipe @ fork).abs().mean():.3f}", flush=True)


def tune_all(count, rows):
    procs = [mp.Process(target=tune, args=(i, rows)) for i in range(count)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
