import torch


class StochasticBlockGraph:
    def __init__(self, n, blocks, p_in, p_out, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.n = n
        self.labels = torch.arange(n) * blocks // n
        same = self.labels[:, None] == self.labels[None, :]
        probs = torch.where(same, torch.tensor(p_in), torch.tensor(p_out))
        upper = torch.triu((torch.rand(n, n, generator=g) < probs).float(), 1)
        self.adj = upper + upper.t()
        # symmetric normalisation with self loops: D^-1/2 (A + I) D^-1/2
        a_hat = self.adj + torch.eye(n)
        d_inv_sqrt = a_hat.sum(1).pow(-0.5)
        self.norm_adj = d_inv_sqrt[:, None] * a_hat * d_inv_sqrt[None, :]
        self.neighbors = [torch.nonzero(self.adj[i]).flatten() for i in range(n)]
