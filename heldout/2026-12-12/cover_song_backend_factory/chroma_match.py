import torch


def chroma_sequence(name, frames, bins):
    g = torch.Generator().manual_seed(sum(map(ord, name)))
    return torch.rand(frames, bins, generator=g)


def cross_similarity(a, b):
    a = torch.nn.functional.normalize(a, dim=1)
    b = torch.nn.functional.normalize(b, dim=1)
    sim = a @ b.T
    return float(sim.max(dim=1).values.mean())
