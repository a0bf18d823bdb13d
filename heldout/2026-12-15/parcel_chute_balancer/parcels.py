import torch
import torch.nn.functional as F


def parcel_features(n, dim, seed=8):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(n, dim, generator=g)


def chute_affinity(features, chutes):
    centroids = features[:chutes]
    sims = F.cosine_similarity(features.unsqueeze(1), centroids.unsqueeze(0), dim=2)
    return sims.argmax(dim=1)
