import torch


def random_adjacency(n, avg_degree, seed):
    g = torch.Generator().manual_seed(seed)
    m = n * avg_degree
    idx = torch.randint(0, n, (2, m), generator=g)
    vals = torch.full((m,), 1.0 / avg_degree)
    return torch.sparse_coo_tensor(idx, vals, (n, n))
