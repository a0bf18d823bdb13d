import torch


def turbidity_summary(site, samples, seed):
    g = torch.Generator().manual_seed(seed)
    ntu = torch.rand(samples, generator=g) * 1.2
    print(f"{site}: 95th percentile {float(ntu.quantile(0.95)):.3f} NTU", flush=True)
