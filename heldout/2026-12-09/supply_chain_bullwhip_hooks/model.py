import torch


class SupplyChain:
    """Beer-game style chain: retailers -> distributors, vectorised over many SKUs."""

    def __init__(self, n_skus, target_stock, seed=21):
        self.gen = torch.Generator().manual_seed(seed)
        self.target = target_stock
        self.stock = torch.empty(n_skus).uniform_(0.8 * target_stock, 1.2 * target_stock, generator=self.gen)
        self.week = 0

    def step(self):
        demand = torch.empty_like(self.stock).exponential_(1.0 / 20.0, generator=self.gen)
        self.stock = torch.clamp(self.stock - demand, min=0.0)
        order = torch.where(self.stock < self.target * 0.5, self.target - self.stock, torch.zeros_like(self.stock))
        self.stock = self.stock + order
        self.week += 1
        return order
