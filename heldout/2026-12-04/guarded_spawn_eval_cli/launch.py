import torch.multiprocessing as mp

from metrics import evaluate_split


def evaluate_all(world_size):
    mp.spawn(evaluate_split, args=(world_size,), nprocs=world_size, join=True)
