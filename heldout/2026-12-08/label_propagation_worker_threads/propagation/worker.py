import torch

from .graph import knn_adjacency, propagate


class PropagationWorker:
    def __init__(self, n, dim, k, iters, threads=1):
        self.n, self.dim, self.k, self.iters = n, dim, k, iters
        self.threads = threads

    def __call__(self, seed):
        torch.set_num_threads(self.threads)
        g = torch.Generator().manual_seed(seed)
        x = torch.randn(self.n, self.dim, generator=g)
        labels = torch.nn.functional.one_hot(torch.randint(0, 5, (self.n,), generator=g), 5).float()
        y = propagate(knn_adjacency(x, self.k), labels, self.iters)
        return seed, int(y.argmax(1).bincount().argmax())
