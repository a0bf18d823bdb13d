import torch
import torch.multiprocessing as tmp


def sweep(rank, rows, width):
    g = torch.Generator().manual_seed(rank)
    ground = torch.randn(rows, width, generator=g)
    print(f"team {rank}: probe depth {(ground @ torch.randn(width, width, generator=g)).abs().mean():.2f}", flush=True)


def sweep_all(teams, rows, width):
    tmp.spawn(sweep, args=(rows, width), nprocs=teams)
