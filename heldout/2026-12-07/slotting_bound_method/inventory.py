import torch


class Inventory:
    def __init__(self, n_skus, seed=2):
        g = torch.Generator().manual_seed(seed)
        self.velocity = torch.rand(n_skus, generator=g)

    def __iter__(self):
        order = torch.argsort(self.velocity, descending=True)
        for sku in order[:5].tolist():
            yield sku
