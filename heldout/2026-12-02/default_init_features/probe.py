import torch


@torch.no_grad()
def random_probe(encoder, seed=0):
    """Cheap check of the projection: a single matrix-vector product."""
    g = torch.Generator().manual_seed(seed)
    v = torch.randn(encoder.proj.in_features, generator=g)
    return round(float((encoder.proj.weight @ v).abs().max()), 3)
