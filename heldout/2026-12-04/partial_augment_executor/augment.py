import torch
import torch.nn.functional as F


def channel_stats(images):
    mean = images.mean(dim=(0, 2, 3))
    std = images.std(dim=(0, 2, 3))
    return mean, std


def box_blur(batch, kernel, *, mean, std):
    x = (batch - mean.view(1, -1, 1, 1)) / std.view(1, -1, 1, 1)
    c = x.shape[1]
    weight = torch.full((c, 1, kernel, kernel), 1.0 / (kernel * kernel))
    out = F.conv2d(x, weight, padding=kernel // 2, groups=c)
    return kernel, round(float(out.abs().mean()), 4)
