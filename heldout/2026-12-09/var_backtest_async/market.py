import torch


class ReturnHistory:
    """Daily returns for a book of assets (synthetic)."""

    def __init__(self, n_days, n_assets, seed=11):
        gen = torch.Generator().manual_seed(seed)
        self.returns = torch.normal(0.0, 0.01, size=(n_days, n_assets), generator=gen)

    def covariance(self):
        centered = self.returns - self.returns.mean(dim=0, keepdim=True)
        return centered.T @ centered / (self.returns.shape[0] - 1)
