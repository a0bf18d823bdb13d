import multiprocessing as mp

import torch

from policy import GRUPolicy, warm_up
from workers import GreedyWorker

ENVS, HORIZON, WORKERS = 16, 32, 2


def main():
    torch.manual_seed(0)
    policy = GRUPolicy()
    print("warm", tuple(warm_up(policy, ENVS, HORIZON)))
    results = mp.Queue()
    workers = [GreedyWorker(i, policy, ENVS, HORIZON, results) for i in range(WORKERS)]
    for w in workers:
        w.start()
    for wid, total in sorted(results.get() for _ in workers):
        print("worker", wid, total)
    for w in workers:
        w.join()


if __name__ == "__main__":
    main()
