import torch
import torch.nn.functional as F


def machine_signals(n_machines, n_channels, n_samples, seed):
    gen = torch.Generator().manual_seed(seed)
    return torch.rand(n_machines, n_channels, n_samples, generator=gen)


def downtime_fraction(signals, window):
    peaks = F.max_pool1d(signals, kernel_size=window)
    return float((peaks < 0.98).float().mean())
