import math

import torch


def timestep_table(num_steps, dim):
    half = dim // 2
    freqs = torch.exp(-math.log(10000.0) * torch.arange(half) / half)
    args = torch.arange(num_steps)[:, None].float() * freqs[None]
    return torch.cat([torch.sin(args), torch.cos(args)], dim=1)


def cosine_alphas(num_steps, s=0.008):
    t = torch.linspace(0, num_steps, num_steps + 1) / num_steps
    f = torch.cos((t + s) / (1 + s) * math.pi / 2) ** 2
    return (f / f[0]).clamp(1e-5, 1.0)
