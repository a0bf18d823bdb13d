import torch


def baseline_value(policy, horizon, envs, seed=0):
    """Average greedy action over a replayed batch of episodes (time-major)."""
    g = torch.Generator().manual_seed(seed)
    replay = torch.rand(horizon, envs, policy.obs_dim, generator=g)
    with torch.no_grad():
        logits = policy(replay)
    return float(logits.argmax(-1).float().mean())
