import torch


def known_alloys(n, elements):
    return torch.rand(n, elements, generator=torch.Generator().manual_seed(0))


def candidate_batches(n_batches, rows, elements):
    return [torch.rand(rows, elements, generator=torch.Generator().manual_seed(100 + b)) for b in range(n_batches)]
