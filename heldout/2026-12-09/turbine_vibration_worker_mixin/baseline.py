import torch
import torch.nn.functional as F


def healthy_envelope(n_turbines, n_channels, n_samples, width, seed=0):
    gen = torch.Generator().manual_seed(seed)
    x = torch.normal(0.0, 1.0, size=(n_turbines, n_channels, n_samples), generator=gen)
    kernel = torch.full((n_channels, 1, width), 1.0 / width)
    return F.conv1d(x.abs(), kernel, groups=n_channels).amax(dim=2)
