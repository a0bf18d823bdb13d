import torch


def wear_model(history, features):
    g = torch.Generator().manual_seed(44)
    log = torch.rand(history, features, generator=g)
    return (log.T @ log) / history
