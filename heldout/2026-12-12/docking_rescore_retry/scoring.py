import torch

POSE_DIM = 96


def pose_features(n_poses, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(n_poses, POSE_DIM, generator=g)


def interaction_energy(feats, weights):
    return torch.nn.functional.gelu(feats @ weights).sum(dim=1)
