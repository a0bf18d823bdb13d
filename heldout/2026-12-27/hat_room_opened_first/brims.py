"""Measure brims against templates."""
import torch


def measure(brims, templates, dims):
    outline = torch.rand(brims, dims)
    ref = torch.rand(templates, dims)
    return torch.cdist(outline, ref).min(dim=1).values.mean().item()
