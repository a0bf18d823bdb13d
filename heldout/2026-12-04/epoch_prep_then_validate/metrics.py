import torch
import torch.nn.functional as F


def validate(epoch, n=512, classes=1000):
    gen = torch.Generator().manual_seed(1000 + epoch)
    logits = torch.randn(n, classes, generator=gen)
    target = torch.randint(0, classes, (n,), generator=gen)
    return round(float(F.cross_entropy(logits, target)), 4)
