import torch


def score_section(args):
    section, n_candidates, n_items = args
    g = torch.Generator().manual_seed(section)
    answers = torch.rand(n_candidates, n_items, generator=g)
    key = torch.rand(n_items, generator=g)
    return section, int(((answers - key).abs() < 0.25).float().sum(dim=1).mean())


def equate(raw):
    z = (raw - raw.mean(dim=0)) / raw.std(dim=0)
    return z.softmax(dim=1)
