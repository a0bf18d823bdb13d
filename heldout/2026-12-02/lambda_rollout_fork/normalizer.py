import torch


class RunningMeanStd:
    """Observation normaliser (Welford-style batched update)."""

    def __init__(self, dim, eps=1e-4):
        self.mean = torch.zeros(dim)
        self.var = torch.ones(dim)
        self.count = eps

    def update(self, batch):
        batch_mean = batch.mean(dim=0)
        batch_var = batch.var(dim=0, unbiased=False)
        n = batch.shape[0]
        delta = batch_mean - self.mean
        total = self.count + n
        self.mean = self.mean + delta * n / total
        m2 = self.var * self.count + batch_var * n + delta.pow(2) * self.count * n / total
        self.var = m2 / total
        self.count = total

    def __call__(self, obs):
        return (obs - self.mean) / (self.var.sqrt() + 1e-8)
