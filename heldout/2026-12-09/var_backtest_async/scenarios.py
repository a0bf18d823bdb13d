import torch


def simulate_losses(seed, n_paths, weights, vol):
    gen = torch.Generator().manual_seed(seed)
    shocks = torch.normal(0.0, 1.0, size=(n_paths, weights.shape[0]), generator=gen)
    pnl = (shocks * vol) @ weights
    losses = -pnl
    return seed, float(torch.quantile(losses, 0.99))
