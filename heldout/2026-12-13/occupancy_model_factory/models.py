import torch


class SingleSeasonOccupancy:
    """psi: probability a site is occupied; p: per-visit detection probability."""

    def __init__(self, psi_grid, p):
        self.psi_grid = psi_grid
        self.p = p

    def log_likelihood(self, histories):
        detected = histories.sum(dim=1, keepdim=True)
        visits = histories.shape[1]
        log_occ = (torch.log(self.psi_grid) + detected * torch.log(torch.tensor(self.p))
                   + (visits - detected) * torch.log1p(torch.tensor(-self.p)))
        never = (detected == 0).float() * torch.log1p(-self.psi_grid)
        return torch.logsumexp(torch.stack([log_occ, never.expand_as(log_occ)]), dim=0).sum(dim=0)


def make_model(kind, grid_points=512, p=0.3):
    if kind != "single_season":
        raise ValueError(kind)
    return SingleSeasonOccupancy(torch.linspace(0.01, 0.99, grid_points), p)
