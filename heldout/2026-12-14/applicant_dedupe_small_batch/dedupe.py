import torch


def todays_applicants(n, features):
    gen = torch.Generator().manual_seed(3)
    base = torch.rand(n, features, generator=gen)
    return torch.cat([base, base[: n // 10]])


def drop_duplicates(batch):
    d = (batch[:, None, :] - batch[None, :, :]).abs().sum(dim=-1)
    keep = []
    for i in range(batch.shape[0]):
        if not any(float(d[i, j]) < 1e-6 for j in keep):
            keep.append(i)
    return batch[keep]
