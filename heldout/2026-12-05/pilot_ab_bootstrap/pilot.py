import torch


def pilot_variance(design, seed=0):
    g = torch.Generator().manual_seed(seed)
    sessions = torch.empty(design.pilot_users, design.pilot_days).exponential_(0.2, generator=g)
    per_user = sessions.mean(dim=1)
    return float(per_user.var())
