import torch.multiprocessing as mp

from ranks import evaluate_rank


def evaluate_all(world_size, rows):
    mp.spawn(evaluate_rank, args=(world_size, rows), nprocs=world_size, join=True)
