import torch
import torch.multiprocessing as tmp


def _rank_division(rank, entries, cutoff):
    gen = torch.Generator().manual_seed(rank)
    reps = torch.rand(entries, generator=gen) * 100
    print(f"division {rank}: {int((reps.sqrt() * 10 > cutoff).sum())} qualify", flush=True)

