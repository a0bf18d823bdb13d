import torch


def popularity_distribution(interactions, num_items, alpha):
    counts = torch.bincount(interactions, minlength=num_items).to(torch.float32)
    weights = counts.pow(alpha)
    return weights / weights.sum()
