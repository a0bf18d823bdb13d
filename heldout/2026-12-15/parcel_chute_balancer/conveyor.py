import torch


def simulate_chute(job):
    chute, load, steps = job
    g = torch.Generator().manual_seed(chute)
    arrivals = torch.rand(steps, generator=g) < (load / 100.0)
    backlog = torch.cumsum(arrivals.float() - 0.05, dim=0).clamp(min=0)
    return chute, float(backlog.max())
