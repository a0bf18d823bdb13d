import torch.multiprocessing as mp

from data.augment import augment_batch
from data.images import SyntheticImages


def main():
    ds = SyntheticImages()
    batches = [[ds[i] for i in range(j, j + 12)] for j in range(0, len(ds), 12)]
    pool = mp.Pool(processes=2)
    try:
        stats = pool.map(augment_batch, batches)
    finally:
        pool.close()
        pool.join()
    print("augmented batch means:", [round(s, 4) for s in stats])


if __name__ == "__main__":
    main()
