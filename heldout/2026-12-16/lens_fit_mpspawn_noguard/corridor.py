import torch


def fit_replica(rank, frames, points):
    g = torch.Generator().manual_seed(rank)
    height = torch.linspace(0, 1, points)
    power = torch.rand(frames, points, generator=g) * 2.5
    slope = ((power - power.mean()) * (height - 0.5)).sum(1) / ((height - 0.5) ** 2).sum()
    print(f"replica {rank}: corridor slope {slope.mean():.3f}", flush=True)
