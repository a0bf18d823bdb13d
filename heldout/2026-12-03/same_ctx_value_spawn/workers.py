import torch

from shared import SPAWN


def count_rows(shard, counter):
    g = torch.Generator().manual_seed(shard)
    rows = torch.randn(300, 8, generator=g)
    with counter.get_lock():
        counter.value += int((rows[:, 0] > 0).sum())


def run(counter, n=2):
    procs = [SPAWN.Process(target=count_rows, args=(s, counter)) for s in range(n)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return counter.value
