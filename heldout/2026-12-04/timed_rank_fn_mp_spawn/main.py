import torch.multiprocessing as mp

from ranks import train_rank

WORLD_SIZE = 2


def main():
    mp.spawn(train_rank, args=(WORLD_SIZE, 10), nprocs=WORLD_SIZE, join=True)
    print("done")


if __name__ == "__main__":
    main()
