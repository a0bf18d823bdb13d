import torch


def initial_state(n, seed):
    g = torch.Generator().manual_seed(seed)
    pos = torch.rand(n, 3, generator=g)
    vel = torch.zeros(n, 3)
    return pos, vel


def pairwise_distance(pos, softening):
    diff = pos[:, None, :] - pos[None, :, :]
    return diff, (diff.pow(2).sum(-1) + softening ** 2).sqrt()


def potential_energy(pos, softening):
    _, dist = pairwise_distance(pos, softening)
    return float(-(1.0 / dist).triu(1).sum())


def integrate(seed, n, steps, dt, softening):
    pos, vel = initial_state(n, seed)
    for _ in range(steps):
        diff, dist = pairwise_distance(pos, softening)
        acc = -(diff / dist[..., None] ** 3).sum(1) / n
        vel = vel + dt * acc
        pos = pos + dt * vel
    return round(potential_energy(pos, softening) / 1000, 1)
