import torch
import torch.nn.functional as F


def utilisation_curve(minutes, simulations, seed=2):
    g = torch.Generator().manual_seed(seed)
    jitter = torch.rand(simulations, generator=g)
    # Tinseth-style curve with a softplus ramp for whirlpool additions
    return F.softplus(jitter * minutes / 10.0 - 2.0) / minutes
