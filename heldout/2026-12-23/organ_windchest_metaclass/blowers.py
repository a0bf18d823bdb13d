import multiprocessing as mp

import torch


def blow(index, rows):
    bellows = torch.randn(rows, 512)
    reservoir = torch.randn(512, 512)
    return index, float((bellows @ reservoir).std())


def start_blowers(count, rows):
    pool = mp.Pool(count)
    pending = [pool.apply_async(blow, (i, rows)) for i in range(count)]
    results = [p.get() for p in pending]
    pool.close()
    pool.join()
    return results
