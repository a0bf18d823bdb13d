import torch


def warp_matrix(rows, width):
    g = torch.Generator().manual_seed(12)
    grid = torch.randn(rows, width, generator=g)
    return normalised(grid.T @ grid / rows)


def normalised(m):
    return m / m.norm()


def project_segment(segment, rows, width, out):
    g = torch.Generator().manual_seed(segment)
    sky = torch.randn(rows, width, generator=g)
    out.put((segment, float((sky @ torch.randn(width, width, generator=g)).std())))
