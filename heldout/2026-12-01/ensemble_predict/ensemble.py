import torch
import torch.nn as nn


def build_ensemble(n_members=3, dim=512, calib_batch=8):
    members = [nn.Linear(dim, dim) for _ in range(n_members)]
    x = torch.randn(calib_batch, dim)
    with torch.no_grad():
        scales = [m(x).std().item() for m in members]
    return members, scales
