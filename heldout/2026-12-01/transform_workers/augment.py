import torch


def default_transforms():
    return {"flip": lambda x: torch.flip(x, dims=[-1]), "scale": lambda x: x * 0.5}
