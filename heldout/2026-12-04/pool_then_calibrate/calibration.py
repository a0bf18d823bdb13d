import torch


def temperature_scale(n=4096, classes=100, seed=0):
    gen = torch.Generator().manual_seed(seed)
    logits = torch.randn(n, classes, generator=gen) * 3
    best = None
    for t in (0.5, 1.0, 2.0, 4.0):
        probs = torch.softmax(logits / t, dim=1)
        ent = float(-(probs * probs.clamp_min(1e-12).log()).sum(dim=1).mean())
        if best is None or ent < best[1]:
            best = (t, ent)
    return best[0]
