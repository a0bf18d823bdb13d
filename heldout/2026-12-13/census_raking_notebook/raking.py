import torch


def rake(weights, row_targets, col_targets, iterations):
    for _ in range(iterations):
        weights = weights * (row_targets / weights.sum(dim=1)).unsqueeze(1)
        weights = weights * (col_targets / weights.sum(dim=0)).unsqueeze(0)
    return weights
