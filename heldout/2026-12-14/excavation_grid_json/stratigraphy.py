import torch


def layer_histogram(depths, layers):
    return torch.histc(depths, bins=layers, min=0.0, max=1.0).long()
