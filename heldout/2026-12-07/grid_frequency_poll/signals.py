import torch


def rocof(freq, dt):
    """Rate of change of frequency."""
    return freq.diff(dim=-1).abs() / dt


def load_pmu(n_units, n_samples, seed):
    g = torch.Generator().manual_seed(seed)
    return 50.0 + 0.05 * torch.rand(n_units, n_samples, generator=g)
