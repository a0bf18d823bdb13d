import torch.multiprocessing as mp

from net import build_model
from worker import run


def main():
    state = {k: v.clone() for k, v in build_model().state_dict().items()}
    mp.spawn(run, args=(state,), nprocs=2, join=True)


if __name__ == "__main__":
    main()
