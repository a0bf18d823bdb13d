import torch


class PickHistory:
    def __init__(self, n_orders, n_locations, seed=9):
        gen = torch.Generator().manual_seed(seed)
        self.picks = torch.rand(n_orders, n_locations, generator=gen)

    def hottest_locations(self):
        return self.picks.argmax(dim=1)
