import torch


def plate_logits(frames, classes=512, seed=40):
    gen = torch.Generator().manual_seed(seed)
    return torch.rand(frames, classes, generator=gen)


def decode(logits):
    return logits.argmax(dim=1)
