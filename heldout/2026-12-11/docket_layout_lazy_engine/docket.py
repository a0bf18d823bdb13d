import torch

from engine import get_engine


def warm_start():
    eng = get_engine()
    print("layout prototypes:", tuple(eng.prototypes.shape))


def classify(pages):
    return get_engine().classify(pages)


def synth_pages(n, seed):
    return torch.randn(n, get_engine().dim, generator=torch.Generator().manual_seed(seed))
