import torch


def rollout(seed):
    torch.manual_seed(seed)
    h = torch.randn(256, 256)
    for _ in range(3):
        h = torch.tanh(h @ torch.randn(256, 256) / 16)
    return seed, h.abs().mean().item()
