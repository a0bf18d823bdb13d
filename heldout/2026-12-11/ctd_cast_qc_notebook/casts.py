import torch


def synth_casts(n_casts, depth_bins, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(n_casts, depth_bins, generator=g)


def cast_offsets(temps):
    return temps.median(dim=1).values
