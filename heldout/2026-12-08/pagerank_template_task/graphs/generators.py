import torch


def powerlaw_graph(num_nodes, num_edges, seed):
    g = torch.Generator().manual_seed(seed)
    src = torch.randint(0, num_nodes, (num_edges,), generator=g)
    dst = (torch.rand(num_edges, generator=g) ** 3 * num_nodes).long()
    return torch.stack([src, dst])
