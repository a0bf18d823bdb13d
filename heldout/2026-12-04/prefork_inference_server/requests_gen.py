import torch


def request_batches(worker_id, n_batches=3, batch=16, dim=512):
    gen = torch.Generator().manual_seed(worker_id)
    for _ in range(n_batches):
        yield torch.randn(batch, dim, generator=gen)
