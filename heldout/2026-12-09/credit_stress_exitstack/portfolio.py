import torch


class LoanBook:
    def __init__(self, n_obligors, n_factors, n_history, seed=8):
        gen = torch.Generator().manual_seed(seed)
        self.factor_history = torch.normal(0.0, 1.0, size=(n_history, n_factors), generator=gen)
        self.exposure = torch.empty(n_obligors).uniform_(1e4, 1e6, generator=gen)
        self.loadings = torch.empty(n_obligors, n_factors).uniform_(0.0, 0.3, generator=gen)

    def factor_correlation(self):
        x = self.factor_history
        c = x.T @ x / x.shape[0]
        return c + 1e-3 * torch.eye(c.shape[0])
