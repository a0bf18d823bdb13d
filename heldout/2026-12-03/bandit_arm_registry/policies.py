import torch

REGISTRY = {}


def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        return cls
    return deco


def make_policy(name, **kwargs):
    return REGISTRY[name](**kwargs)


class Policy:
    def __init__(self, n_arms, dim):
        g = torch.Generator().manual_seed(7)
        self.features = torch.randn(n_arms, dim, generator=g)
        self.prior = torch.zeros(n_arms)


@register("greedy")
class Greedy(Policy):
    pass


@register("boltzmann")
class Boltzmann(Policy):
    def __init__(self, n_arms, dim, temperature=0.5):
        super().__init__(n_arms, dim)
        similarity = self.features @ self.features.T / temperature
        self.prior = torch.softmax(similarity, dim=-1).mean(0)
