import torch


class LinearBandit:
    def __init__(self, arms, dim, seed=0, noise=0.1):
        g = torch.Generator().manual_seed(seed)
        self.theta = torch.randn(arms, dim, generator=g) / dim ** 0.5
        self.noise = noise

    def mean_rewards(self, ctx):
        return ctx @ self.theta.t()

    def oracle(self, ctx):
        return self.mean_rewards(ctx).argmax(-1)
