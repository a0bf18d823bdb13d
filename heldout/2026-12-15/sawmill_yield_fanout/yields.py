import torch

from fanout import fan_out

DIAMETER_CLASSES = torch.linspace(15.0, 60.0, 10)


def log_diameters(n_logs, seed=4):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(n_logs, generator=g) * 50 + 12


def diameter_histogram(diams):
    return torch.bucketize(diams, DIAMETER_CLASSES).bincount(minlength=11)


@fan_out(processes=2)
def cutting_pattern(diams):
    kerf = 0.4
    boards = torch.floor((diams.repeat(20) - kerf) / 5.0)
    return int(boards.clamp(min=0).sum())
