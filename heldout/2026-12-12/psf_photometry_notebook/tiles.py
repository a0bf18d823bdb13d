import torch

TILE = 256


def load_tiles(field, n):
    g = torch.Generator().manual_seed(field)
    return torch.rand(n, 1, TILE, TILE, generator=g)


def detect(args):
    field, kernel = args
    from psf import convolve_tiles
    smooth = convolve_tiles(load_tiles(field, 2), kernel)
    return field, int((smooth > smooth.mean() + 3 * smooth.std()).sum())
