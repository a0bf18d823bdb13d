import torch

DPI_SCALE = 4


def stack_pages(queue):
    gen = torch.Generator().manual_seed(5)
    return torch.rand(len(queue) * 2, 4, 256, 256, generator=gen)


def halftone(job, preview_hw):
    h, w = preview_hw
    gen = torch.Generator().manual_seed(job["id"])
    plate = torch.rand(4, h * DPI_SCALE, w * DPI_SCALE // 2, generator=gen)
    dots = plate > job["threshold"]
    return float(dots.float().mean())
