import torch


def random_fingerprints(n, bits, seed):
    g = torch.Generator().manual_seed(seed)
    return (torch.rand(n, bits, generator=g) < 0.12).to(torch.float32)
