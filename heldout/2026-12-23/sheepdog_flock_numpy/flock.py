import numpy as np
import torch


def flock_cohesion(sheep, features, seed=7):
    rng = np.random.default_rng(seed)
    positions = torch.from_numpy(rng.standard_normal((sheep, features))).float()
    gram = positions.T @ positions
    return torch.softmax(gram / features, dim=1).diagonal().mean().item()
