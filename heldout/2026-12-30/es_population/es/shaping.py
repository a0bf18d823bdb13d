import torch


def centered_ranks(fitness):
    ranks = torch.empty_like(fitness)
    ranks[fitness.argsort()] = torch.arange(len(fitness), dtype=fitness.dtype)
    return ranks / (len(fitness) - 1) - 0.5


def es_gradient(noise, fitness):
    return noise.T @ centered_ranks(fitness) / len(fitness)
