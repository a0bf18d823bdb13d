import torch


class PopularityIndex:
    def __init__(self, n_items=200000, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.scores = torch.rand(n_items, generator=g)
        self.order = None

    def build(self):
        self.order = torch.sort(self.scores, descending=True).indices
        return self

    def head(self, k):
        return self.order[:k].tolist()
