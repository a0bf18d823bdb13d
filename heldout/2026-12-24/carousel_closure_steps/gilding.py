import multiprocessing as mp

import torch


def gild(horse, size):
    leaf = torch.randn(size, size)
    print("horse", horse, float((leaf @ leaf).abs().mean()), flush=True)


def gild_all(horses, size):
    jobs = []
    for horse in range(horses):
        job = mp.Process(target=gild, args=(horse, size), name=f"gild-{horse}")
        job.start()
        jobs.append(job)
    for job in jobs:
        job.join()
