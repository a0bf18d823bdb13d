import torch


def stage_overruns(stage, acts, changeover, simulations):
    g = torch.Generator().manual_seed(acts)
    overrun = torch.rand(simulations, acts, generator=g) * 15 - 5
    late = torch.cumsum(overrun.clamp(min=0) - changeover / 4, dim=1).clamp(min=0)
    return stage, float(late[:, -1].mean())
