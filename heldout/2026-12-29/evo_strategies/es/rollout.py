import torch

from .policy import LinearPolicy


def evaluate_candidate(theta, seed, sigma, obs_dim, act_dim, episode_seed, horizon=8):
    eps = torch.randn(theta.numel(), generator=torch.Generator().manual_seed(seed))
    flat = theta + sigma * eps
    g = torch.Generator().manual_seed(episode_seed)
    target = torch.randn(act_dim, generator=g)
    total = 0.0
    obs = torch.randn(64, obs_dim, generator=g)
    for _ in range(horizon):
        a = LinearPolicy.act(flat, obs, act_dim)
        total -= ((a - target) ** 2).mean().item()
        obs = 0.9 * obs + 0.1 * torch.randn(64, obs_dim, generator=g)
    return total
