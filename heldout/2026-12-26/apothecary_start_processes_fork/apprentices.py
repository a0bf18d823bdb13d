import torch
import torch.multiprocessing as mp


def mix(rank, size):
    mortar = torch.randn(size, size)
    (mortar @ mortar).sum()


def launch(apprentices, start_method, size):
    mp.start_processes(mix, args=(size,), nprocs=apprentices, join=True, start_method=start_method)
