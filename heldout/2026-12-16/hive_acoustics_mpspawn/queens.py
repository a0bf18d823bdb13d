import torch


def detect_piping(rank, world, samples):
    g = torch.Generator().manual_seed(rank)
    band = torch.exp(torch.randn(samples, generator=g) * 0.1)
    print(f"[rank {rank}/{world}] piping energy {float(band.mean()):.4f}", flush=True)
