import torch


def build_lattice(n_side, spacing, jitter_seed):
    g = torch.Generator().manual_seed(jitter_seed)
    grid = torch.stack(torch.meshgrid(*(torch.linspace(0, spacing * (n_side - 1), n_side),) * 3,
                                      indexing="ij"), dim=-1).reshape(-1, 3)
    return grid + 0.01 * torch.randn(grid.shape, generator=g)


def pair_forces(pos, cutoff):
    diff = pos[:, None, :] - pos[None, :, :]
    r2 = diff.pow(2).sum(-1)
    mask = (r2 < cutoff ** 2) & (r2 > 0)
    inv6 = torch.where(mask, r2.clamp_min(1e-6).pow(-3), torch.zeros_like(r2))
    mag = 24 * inv6 * (2 * inv6 - 1) / r2.clamp_min(1e-6)
    return (mag[..., None] * diff).sum(1)
