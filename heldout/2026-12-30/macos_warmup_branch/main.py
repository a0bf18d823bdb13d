import multiprocessing as mp

import torch.nn as nn

from runtime import work
from runtime.platform_setup import maybe_warmup


def main():
    work.MODEL = nn.Sequential(nn.Linear(512, 512), nn.ReLU(), nn.Linear(512, 8))
    print("warmed up:", maybe_warmup(work.MODEL, 512))
    with mp.Pool(2) as pool:
        print(pool.map(work.run, range(2)))


if __name__ == "__main__":
    main()
