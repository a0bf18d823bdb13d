import torch


def load_precincts(count, ballots):
    g = torch.Generator().manual_seed(88)
    return [(f"P-{i:03d}", torch.randint(0, 4, (ballots,), generator=g)) for i in range(count)]


def audit_precinct(item):
    name, ballots = item
    machine = torch.bincount(ballots, minlength=4)
    hand = torch.bincount(ballots.flip(0), minlength=4)
    return name, int((machine - hand).abs().sum())
