import torch


def average_weights(weight_lists):
    stacked = torch.stack([torch.tensor(w) for w in weight_lists])
    return stacked.mean(dim=0)
