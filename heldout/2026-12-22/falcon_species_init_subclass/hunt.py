import torch
import torch.multiprocessing as tmp


def quarry(kind, rows, width):
    g = torch.Generator().manual_seed(len(kind))
    field = torch.randn(rows, width, generator=g)
    return kind, float((field @ torch.randn(width, width, generator=g)).mean())


def hunt(birds, workers, rows, width):
    with tmp.Pool(workers) as pool:
        return pool.starmap(quarry, [(b.kind, rows, width) for b in birds])
