import torch


class GrowthModel(torch.nn.Module):
    """Predicts next-decade basal area from plot covariates."""

    def __init__(self, covariates, hidden=256):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(covariates, hidden), torch.nn.Tanh(), torch.nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x).squeeze(1)


def plots(n, covariates, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.rand(n, covariates, generator=g)
    return x, x[:, :8].sum(dim=1) * 2.5
