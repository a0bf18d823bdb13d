import torch
import torch.nn.functional as F

from threading_utils import single_threaded


def normalize_corpus(n=8192, dim=128, seed=0):
    gen = torch.Generator().manual_seed(seed)
    return F.normalize(torch.randn(n, dim, generator=gen), dim=1)


@single_threaded
def cluster_shard(shard_id, shard, k=16):
    centroids = shard[:k].clone()
    for _ in range(5):
        assign = (shard @ centroids.T).argmax(dim=1)
        for c in range(k):
            members = shard[assign == c]
            if len(members):
                centroids[c] = F.normalize(members.mean(dim=0), dim=0)
    return shard_id, int(assign.bincount(minlength=k).max())
