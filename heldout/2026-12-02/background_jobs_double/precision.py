import torch.nn as nn


def build_classifier(seed=0):
    import torch
    torch.manual_seed(seed)
    return nn.Sequential(nn.Linear(512, 512), nn.ReLU(), nn.Linear(512, 10))


def to_reference_precision(model):
    return model.double()
