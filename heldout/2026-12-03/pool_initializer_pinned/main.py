import multiprocessing

import torch

from tasks import sort_shard
from worker_setup import WorkerSetup


def main():
    g = torch.Generator().manual_seed(0)
    order = torch.argsort(torch.rand(200000, generator=g))
    print("first", int(order[0]))
    pool = multiprocessing.Pool(2, initializer=WorkerSetup.init, initargs=(7,))
    try:
        for shard, head in sorted(pool.map(sort_shard, range(4))):
            print(shard, head)
    finally:
        pool.close()
        pool.join()


if __name__ == "__main__":
    main()
