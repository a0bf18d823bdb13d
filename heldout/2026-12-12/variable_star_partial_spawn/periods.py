import torch


def light_curve(star, n_obs=2000):
    g = torch.Generator().manual_seed(star)
    t = torch.rand(n_obs, generator=g) * 100
    period = 0.5 + star * 0.37
    mag = torch.sin(2 * torch.pi * t / period) + torch.randn(n_obs, generator=g) * 0.3
    return t, mag


def phase_dispersion(star, trial_periods, bins=10):
    t, mag = light_curve(star)
    best, best_p = float("inf"), None
    for p in trial_periods:
        phase = ((t / p) % 1 * bins).long()
        means = torch.zeros(bins).index_add_(0, phase, mag) / torch.bincount(phase, minlength=bins).clamp(min=1)
        theta = float(((mag - means[phase]) ** 2).mean())
        if theta < best:
            best, best_p = theta, p
    return star, round(best_p, 3)
