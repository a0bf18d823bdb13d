import torch


def build_codebook(k=256, dim=256, seed=0):
    g = torch.Generator().manual_seed(seed)
    raw = torch.randn(k, dim, generator=g)
    # whiten the codebook so code vectors are roughly decorrelated
    cov = raw.T @ raw / k
    return raw @ torch.diag(cov.diagonal().rsqrt())


def quantize(x, codebook=build_codebook()):
    distances = x @ codebook.T
    return distances.argmax(dim=1)
