import torch
import torch.nn.functional as F


class Gazetteer:
    def __init__(self, settings):
        g = torch.Generator().manual_seed(4)
        raw = torch.randn(settings.addresses, settings.embedding_dim, generator=g)
        self.index = F.layer_norm(raw, (settings.embedding_dim,))

    def shard(self, i, n):
        return self.index[i::n]


def match_shard(gaz, i, n, queries):
    block = gaz.shard(i, n)
    best = []
    for q in queries:
        sims = F.cosine_similarity(block, q.expand_as(block), dim=1)
        best.append(int(sims.argmax()) * n + i)
    return best
