"""Simulated annealing of one table group per process."""
import torch
import torch.multiprocessing as tmp


def _anneal_group(rank, proposals, temperature, scale):
    gen = torch.Generator().manual_seed(rank)
    delta = torch.randn(proposals, generator=gen) * scale
    accept = torch.exp(-delta.clamp(min=0) / temperature)
    print(f"table group {rank}: acceptance {float(accept.mean()):.3f}", flush=True)


def anneal_all(search, scale):
    tmp.start_processes(_anneal_group,
                        args=(search["proposals"], search["temperature"], scale),
                        nprocs=search["tables"], start_method="fork")
