import torch.multiprocessing as mp

from model import load_reference
from ranks import rank_main


def main():
    model = load_reference()
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(rank_main, args=(model, results), nprocs=2, start_method="fork")
    for rank, value in sorted(results.get() for _ in range(2)):
        print(rank, value)


if __name__ == "__main__":
    main()
