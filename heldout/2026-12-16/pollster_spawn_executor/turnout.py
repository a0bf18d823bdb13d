import torch


def load_turnout(voters, features, seed=6):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(voters, features, generator=g)


def likely_voter_weights(turnout):
    return torch.softmax(turnout, dim=1)
