import torch


def rbf_affinity(x, gamma=0.5):
    d = torch.cdist(x, x)
    return torch.exp(-gamma * d.pow(2))
