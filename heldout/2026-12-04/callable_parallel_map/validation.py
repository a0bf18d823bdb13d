import torch
import torch.nn.functional as F


def validate(n=512, classes=1000, seed=0):
    gen = torch.Generator().manual_seed(seed)
    logits = torch.randn(n, classes, generator=gen)
    target = torch.randint(0, classes, (n,), generator=gen)
    loss = F.cross_entropy(logits, target)
    acc = (logits.argmax(dim=1) == target).float().mean()
    return round(float(loss), 4), round(float(acc), 4)


def bootstrap_loss(seed, n=512, classes=1000):
    gen = torch.Generator().manual_seed(seed)
    logits = torch.randn(n, classes, generator=gen)
    target = torch.randint(0, classes, (n,), generator=gen)
    return round(float(F.cross_entropy(logits, target)), 4)
