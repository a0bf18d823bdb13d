import torch
import torch.nn as nn


def build_model(seed=0):
    torch.manual_seed(seed)
    return nn.Sequential(nn.Linear(512, 512), nn.ReLU(), nn.Linear(512, 10)).eval()
