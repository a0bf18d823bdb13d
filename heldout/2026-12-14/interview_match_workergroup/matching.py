import torch

POOL_SIZE = 400_000


def match_worker(tasks, results):
    while True:
        opening = tasks.get()
        if opening is None:
            return
        gen = torch.Generator().manual_seed(len(opening))
        fit = torch.rand(POOL_SIZE, generator=gen)
        results.put((opening, float(torch.sigmoid(4 * fit - 2).max())))
