import torch
import torch.nn.functional as F


def slope_map(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    elev = torch.rand(1, 1, n, n, generator=g)
    kx = torch.tensor([[[[-1.0, 0.0, 1.0]]]])
    return F.conv2d(elev, kx, padding=(0, 1)).abs()
