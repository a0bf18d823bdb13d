import torch

RUNS_PER_KENNEL = 300


def week_bookings(week, kennels, nights=7):
    g = torch.Generator().manual_seed(100 + week)
    return torch.randint(0, 2, (kennels, RUNS_PER_KENNEL, nights), generator=g)


def occupancy(block):
    nightly = block.float().mean(dim=1)
    return nightly.clamp(0.0, 1.0).sum(dim=1)
