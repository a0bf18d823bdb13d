import multiprocessing as mp

import torch

from deblend import Deblender

BLENDS = 6
SIZE = 64
deblender = None


def deblend_one(seed):
    g = torch.Generator().manual_seed(seed)
    return seed, deblender.fit(torch.rand(SIZE, SIZE, generator=g))


def main():
    global deblender
    deblender = Deblender(size=SIZE)
    print("templates on", deblender.templates.device)
    with mp.Pool(2) as pool:
        for seed, w in pool.map(deblend_one, range(BLENDS)):
            print(seed, [round(v, 3) for v in w])


if __name__ == "__main__":
    main()
