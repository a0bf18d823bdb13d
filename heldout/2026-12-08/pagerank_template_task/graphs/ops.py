import torch


def normalized_adjacency(edge_index, num_nodes):
    src, dst = edge_index
    deg = torch.zeros(num_nodes).index_add_(0, src, torch.ones(src.shape[0]))
    vals = 1.0 / deg[src].clamp_min(1.0)
    return torch.sparse_coo_tensor(torch.stack([dst, src]), vals, (num_nodes, num_nodes)).coalesce()


def pagerank(adj, num_nodes, damping=0.85, iters=20):
    r = torch.full((num_nodes, 1), 1.0 / num_nodes)
    for _ in range(iters):
        r = damping * torch.sparse.mm(adj, r) + (1 - damping) / num_nodes
    return r[:, 0]
