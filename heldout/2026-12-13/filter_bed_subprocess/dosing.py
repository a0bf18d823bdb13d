import torch


def coagulant_curve(raw_turbidity, doses):
    """Jar-test response surface: residual turbidity for every (sample, dose)."""
    return raw_turbidity.unsqueeze(1) * torch.exp(-doses.unsqueeze(0) / 12.0)


def backwash_load(bed, hours):
    g = torch.Generator().manual_seed(bed)
    head_loss = torch.rand(hours, 2000, generator=g).cumsum(dim=0)
    return float(head_loss[-1].mean())
