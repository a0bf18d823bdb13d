from concurrent.futures import ProcessPoolExecutor

import torch

from tfidf import tfidf


def cluster_shard(shard, docs, vocab, k):
    g = torch.Generator().manual_seed(shard)
    counts = torch.randint(0, 3, (docs, vocab), generator=g, dtype=torch.float32)
    x = tfidf(counts)
    centers = x[:k]
    assign = (x @ centers.T).argmax(dim=1)
    return shard, torch.bincount(assign, minlength=k).tolist()


def cluster_shards(shards, docs, vocab, k):
    with ProcessPoolExecutor(max_workers=2) as ex:
        return list(ex.map(cluster_shard, shards, [docs] * len(shards), [vocab] * len(shards), [k] * len(shards)))
