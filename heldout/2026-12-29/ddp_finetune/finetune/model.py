import torch.nn as nn


def build_classifier(num_classes=10, in_dim=128, hidden=256):
    return nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Dropout(0.1), nn.Linear(hidden, num_classes))
