import torch


def random_walks(graph, starts, walk_len, g):
    walks = torch.empty(len(starts), walk_len, dtype=torch.long)
    walks[:, 0] = starts
    for t in range(1, walk_len):
        for i, v in enumerate(walks[:, t - 1].tolist()):
            nb = graph.neighbors[v]
            walks[i, t] = nb[torch.randint(len(nb), (1,), generator=g)] if len(nb) else v
    return walks


def walk_embeddings(graph, worker, n_workers, walk_len, dim):
    g = torch.Generator().manual_seed(worker)
    nodes = torch.arange(graph.n)[worker::n_workers]
    walks = random_walks(graph, nodes, walk_len, g)
    # co-occurrence -> random projection (a cheap SVD-free stand-in for skip-gram)
    co = torch.zeros(len(nodes), graph.n)
    co.scatter_add_(1, walks, torch.ones_like(walks, dtype=torch.float))
    proj = torch.randn(graph.n, dim, generator=g) / dim ** 0.5
    return torch.log1p(co) @ proj
