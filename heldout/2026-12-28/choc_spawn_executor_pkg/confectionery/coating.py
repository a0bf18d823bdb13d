import torch


def coat(bar):
    shell = torch.randn(512, 512)
    return float((shell @ shell).abs().mean()) + bar
