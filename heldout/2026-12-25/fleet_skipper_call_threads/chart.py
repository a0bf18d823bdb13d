import torch


def survey(soundings, depth_bins):
    s = torch.rand(soundings, depth_bins)
    return float((s.T @ s).diagonal().mean())
