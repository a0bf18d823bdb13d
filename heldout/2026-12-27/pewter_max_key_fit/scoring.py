"""Score how well a mould fits its templates."""
import torch


def make_fit(points, templates, dims):
    def fit(name):
        gen = torch.Generator().manual_seed(len(name))
        surface = torch.rand(points, dims, generator=gen)
        ref = torch.rand(templates, dims, generator=gen)
        return torch.cdist(surface, ref).min(dim=1).values.mean().item()
    return fit
