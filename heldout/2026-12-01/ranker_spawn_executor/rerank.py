import torch


def rerank(seed):
    g = torch.Generator().manual_seed(seed)
    return (torch.randn(64, 32, generator=g) @ torch.randn(32, 64, generator=g)).argmax().item()
