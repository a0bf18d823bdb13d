import torch


def candidates(features, positions, seed=17):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(features, positions, generator=g)


def best_positions(cands):
    return cands.amax(dim=1, keepdim=True).eq(cands).int().argmax(dim=1)


def resolve_sheet(i, sheet):
    overlap = torch.sigmoid((sheet - 0.5) * 12).repeat(2, 1)
    return i, int((overlap > 0.98).sum())
