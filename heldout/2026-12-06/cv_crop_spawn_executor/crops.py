import torch
import torch.nn.functional as F


def random_crops(images, out_size, seed):
    """Random affine crops (scale + shift) via an affine grid and grid_sample."""
    n = images.shape[0]
    g = torch.Generator().manual_seed(seed)
    theta = torch.zeros(n, 2, 3)
    scale = 0.5 + 0.5 * torch.rand(n, generator=g)
    theta[:, 0, 0] = scale
    theta[:, 1, 1] = scale
    theta[:, :, 2] = (torch.rand(n, 2, generator=g) - 0.5) * (1 - scale[:, None])
    grid = F.affine_grid(theta, (n, images.shape[1], out_size, out_size), align_corners=False)
    return F.grid_sample(images, grid, align_corners=False)


def crop_shard(seed, batch, size, out_size):
    g = torch.Generator().manual_seed(seed)
    images = torch.rand(batch, 3, size, size, generator=g)
    return seed, round(float(random_crops(images, out_size, seed).mean()), 4)
