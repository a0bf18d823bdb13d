import torch


def task(seed):
    torch.manual_seed(seed)
    m = torch.randn(64, 64)
    return (m @ m).trace().item()
