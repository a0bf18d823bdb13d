"""Fit moulds to templates in the parent."""
import torch


def fit(points=4000, templates=400, dims=64):
    surface = torch.rand(points, dims)
    ref = torch.rand(templates, dims)
    return torch.cdist(surface, ref).min(dim=1).values.mean().item()
