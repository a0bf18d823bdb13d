import torch


def order_streets(job):
    shelter, shape = job
    gen = torch.Generator().manual_seed(len(shelter))
    congestion = torch.rand(*shape, generator=gen)
    order = congestion.argsort(dim=1)[:, 0]
    return shelter, order[:3].tolist()
