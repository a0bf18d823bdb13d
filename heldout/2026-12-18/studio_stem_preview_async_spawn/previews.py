import torch

FRAMES = 2048
BINS = 512


def loudness_map(seed):
    spec = torch.rand(FRAMES, BINS, generator=torch.Generator().manual_seed(seed))
    return (spec - spec.mean(dim=0)) / spec.std(dim=0)


def render_preview(stem, spec):
    img = torch.sigmoid(spec @ spec[:BINS].T)
    return stem, float(img.mean())
