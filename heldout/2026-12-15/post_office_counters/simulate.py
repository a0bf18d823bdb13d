import torch


def simulate_branch(branch, rate, customers, shared):
    g = torch.Generator().manual_seed(hash(branch) % 1000)
    u = torch.rand(customers, generator=g)
    service = -torch.log1p(-u) / rate
    waits = torch.cumsum(service.view(-1, 100), dim=1).mean(dim=1)
    shared[branch] = float(waits.mean())
