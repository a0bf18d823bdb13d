import torch


class IrradianceModel:
    def __init__(self, n_sites, n_hours, seed=10):
        gen = torch.Generator().manual_seed(seed)
        self.clearsky = torch.empty(n_sites, n_hours).uniform_(0.0, 1000.0, generator=gen)
        self.cloud = torch.empty(n_sites, n_hours).uniform_(0.0, 1.0, generator=gen)

    def expected_yield(self, efficiency):
        return (self.clearsky * (1.0 - 0.75 * self.cloud ** 3) * efficiency).sum(dim=1)
