import torch
import torch.nn.functional as F


def running_median_proxy(flux, width):
    # smooth with a box filter as a cheap continuum estimate
    kernel = torch.ones(1, 1, width) / width
    return F.conv1d(flux[:, None, :], kernel, padding=width // 2)[:, 0, : flux.shape[1]]


def normalise(flux, width):
    return flux / running_median_proxy(flux, width).clamp_min(1e-3)
