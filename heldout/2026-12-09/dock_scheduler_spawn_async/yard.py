import torch


class YardState:
    def __init__(self, n_trailers, n_docks, seed=31):
        gen = torch.Generator().manual_seed(seed)
        self.arrivals = torch.empty(n_trailers).uniform_(0.0, 24.0, generator=gen)
        self.dock_xy = torch.rand(n_docks, 2, generator=gen)
        self.trailer_xy = torch.rand(n_trailers, 2, generator=gen)

    def nearest_docks(self):
        return torch.cdist(self.trailer_xy, self.dock_xy).argmin(dim=1)
