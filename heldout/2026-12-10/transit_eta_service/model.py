import torch
import torch.nn as nn


def build_eta_model(n_features, hidden):
    torch.manual_seed(3)
    return nn.Sequential(nn.Linear(n_features, hidden), nn.ReLU(), nn.Linear(hidden, 1))
