import torch


def turnaround_quantiles(n_samples, seed):
    gen = torch.Generator().manual_seed(seed)
    minutes = torch.empty(n_samples).exponential_(1.0 / 45.0, generator=gen)
    return torch.quantile(minutes, torch.tensor([0.5, 0.9])).tolist()
