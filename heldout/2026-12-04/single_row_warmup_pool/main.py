import multiprocessing as mp

import torch

from model import Projector, warm_up
from tasks import embed_chunk

SERVE_BATCH = 1  # online service: one request at a time
DIM = 512


def main():
    torch.manual_seed(0)
    model = Projector(DIM)
    print("warm-up output", tuple(warm_up(model, DIM, SERVE_BATCH)))
    with mp.get_context("fork").Pool(2) as pool:
        for seed, level in pool.map(embed_chunk, range(4)):
            print(seed, level)


if __name__ == "__main__":
    main()
