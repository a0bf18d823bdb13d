import torch

RULES = {}


def rule(name):
    def deco(fn):
        RULES[name] = fn
        return fn
    return deco


@rule("velocity")
def velocity(tx):
    return torch.sigmoid((tx[:, 0] - 0.5) * 10) > 0.9


@rule("night_high_amount")
def night_high_amount(tx):
    return (tx[:, 1] > 0.8) & (torch.exp(tx[:, 2]) > 2.5)
