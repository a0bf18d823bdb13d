import torch.multiprocessing as tmp


def run_ranks(fn, world, *args):
    tmp.spawn(fn, args=args, nprocs=world, join=True)
