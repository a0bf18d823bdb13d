from multiprocessing import Pool

import torch

from workerlib.augment import mixup
from workerlib.init import worker_init


def main():
    data = torch.randn(8, 256, 256)
    data = (data - data.mean()) / data.std()
    jobs = [(i, data[i], data[(i + 1) % 8]) for i in range(8)]
    with Pool(2, initializer=worker_init, initargs=(17,)) as pool:
        print(pool.map(mixup, jobs))


if __name__ == "__main__":
    main()
