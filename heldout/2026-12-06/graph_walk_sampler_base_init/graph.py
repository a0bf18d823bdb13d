import torch


class GraphModel:
    """Synthetic weighted graph with node features smoothed over one hop."""

    def __init__(self, num_nodes, feat_dim, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.num_nodes = num_nodes
        self.feat_dim = feat_dim
        self.weights = torch.rand(num_nodes, num_nodes, generator=g)
        self.features = torch.rand(num_nodes, feat_dim, generator=g)
        self.smoothed = self.weights @ self.features
