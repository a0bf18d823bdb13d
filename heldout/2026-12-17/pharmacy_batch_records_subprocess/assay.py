import torch


def assay_matrix(batches, analytes, seed=14):
    gen = torch.Generator().manual_seed(seed)
    return torch.rand(batches, analytes, generator=gen)


def release_limits(matrix):
    return torch.logsumexp(matrix * 5, dim=1)


def uniformity(batch_id, units, limit):
    gen = torch.Generator().manual_seed(batch_id)
    content = torch.rand(units, generator=gen) * 10
    return int((torch.exp(content / 10) < limit / 4).sum())
