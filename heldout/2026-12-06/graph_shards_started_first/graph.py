import torch


def synthetic_graph(nodes, dim, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(nodes, nodes, generator=g), torch.rand(nodes, dim, generator=g)


def propagate(weights, features, hops=1):
    out = features
    for _ in range(hops):
        out = weights @ out
    return out
