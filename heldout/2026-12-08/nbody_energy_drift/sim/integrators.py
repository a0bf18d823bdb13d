import torch


def _accel(pos, softening):
    diff = pos[None, :, :] - pos[:, None, :]
    inv = (diff.pow(2).sum(-1) + softening ** 2).pow(-1.5)
    return (diff * inv[..., None]).sum(1)


def potential_energy(pos, softening):
    d = torch.pdist(pos)
    return -(1.0 / (d + softening)).sum()


def leapfrog(pos, vel, cfg):
    for _ in range(cfg.steps):
        vel = vel + 0.5 * cfg.dt * _accel(pos, cfg.softening)
        pos = pos + cfg.dt * vel
        vel = vel + 0.5 * cfg.dt * _accel(pos, cfg.softening)
    return pos, vel
