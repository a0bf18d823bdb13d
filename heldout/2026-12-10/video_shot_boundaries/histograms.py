import torch


def frame_histograms(video, bins):
    return torch.stack([torch.histc(f, bins=bins, min=0.0, max=1.0) for f in video])


def boundary_threshold(video, bins):
    h = frame_histograms(video, bins)
    diffs = (h[1:] - h[:-1]).abs().sum(dim=1)
    return float(diffs.mean() + 2 * diffs.std())
