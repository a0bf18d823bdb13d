import torch


def candidate_pool(n_items=1_000_000, k=64, seed=0):
    """Pick the k most popular items out of the full catalogue."""
    g = torch.Generator().manual_seed(seed)
    popularity = torch.randn(n_items, generator=g)
    top = torch.topk(popularity, k)
    running = popularity.cumsum(dim=0)
    return top.indices.tolist(), float(running[-1])
