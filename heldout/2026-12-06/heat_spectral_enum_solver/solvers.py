import enum
import math

import torch


class Solver(enum.Enum):
    SPECTRAL = "spectral"
    EXPLICIT = "explicit"

    def step(self, u, dt):
        if self is Solver.SPECTRAL:
            n = u.shape[-1]
            k = torch.fft.fftfreq(n) * 2 * math.pi * n
            decay = torch.exp(-dt * (k[:, None] ** 2 + k[None, :] ** 2))
            return torch.fft.ifft2(torch.fft.fft2(u) * decay).real
        lap = (u.roll(1, -1) + u.roll(-1, -1) + u.roll(1, -2) + u.roll(-1, -2) - 4 * u)
        return u + dt * lap


def simulate(solver_name, seed, batch, grid, steps, dt):
    g = torch.Generator().manual_seed(seed)
    u = torch.rand(batch, grid, grid, generator=g)
    solver = Solver(solver_name)
    for _ in range(steps):
        u = solver.step(u, dt)
    return seed, round(float(u.std()), 5)
