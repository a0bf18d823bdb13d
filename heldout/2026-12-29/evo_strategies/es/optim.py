import torch


def sample_noise(seeds, n):
    return torch.stack([torch.randn(n, generator=torch.Generator().manual_seed(s)) for s in seeds])


def centered_ranks(x):
    ranks = torch.empty_like(x)
    ranks[x.argsort()] = torch.arange(len(x), dtype=x.dtype)
    return ranks / (len(x) - 1) - 0.5


def es_gradient(noise, ranks, sigma):
    return (noise.t() @ ranks) / (len(ranks) * sigma)
