import torch


def load_scans(points, landmarks, dim, seed=3):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(points, dim, generator=g), torch.rand(landmarks, dim, generator=g)


def landmark_distances(scans, template):
    return torch.cdist(scans, template)
