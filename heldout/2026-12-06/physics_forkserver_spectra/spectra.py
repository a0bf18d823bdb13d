import torch


def power_spectrum(field):
    f = torch.fft.rfft2(field)
    return (f.real ** 2 + f.imag ** 2).mean(dim=0)


def turbulent_field(seed, batch, grid):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(batch, grid, grid, generator=g)
