import torch

PITCH_BINS = (21, 14)


def shots_for(team, n, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(n, 2, generator=g)


def bin_shots(xy):
    ix = (xy[:, 0] * PITCH_BINS[0]).long().clamp(max=PITCH_BINS[0] - 1)
    iy = (xy[:, 1] * PITCH_BINS[1]).long().clamp(max=PITCH_BINS[1] - 1)
    return torch.bincount(ix * PITCH_BINS[1] + iy, minlength=PITCH_BINS[0] * PITCH_BINS[1])
