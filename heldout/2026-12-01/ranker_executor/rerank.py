import torch


def rerank(seed):
    g = torch.Generator().manual_seed(seed)
    queries = torch.randn(64, 32, generator=g)
    docs = torch.randn(32, 64, generator=g)
    return (queries @ docs).argmax().item()
