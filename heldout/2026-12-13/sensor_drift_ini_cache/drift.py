import torch


def group_drift(group, reference, samples, seed):
    g = torch.Generator().manual_seed(seed)
    now = torch.randn(samples, reference.shape[0], generator=g) * 1.01
    rms = torch.linalg.norm(now, dim=0) / samples ** 0.5
    return group, float(((rms - reference) / reference).abs().max())
