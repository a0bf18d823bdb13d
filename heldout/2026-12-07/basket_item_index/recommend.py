import multiprocessing

import torch


def score_shard(shard, n_queries, k):
    g = torch.Generator().manual_seed(n_queries)
    baskets = torch.rand(n_queries, shard.shape[1], generator=g)
    dist = torch.cdist(baskets, shard)
    return dist.topk(k, dim=1, largest=False).indices[:, 0].sum().item()


def recommend_all(index):
    cfg = index.cfg
    jobs = [(index.shard(i), cfg.queries_per_shard, cfg.top_k) for i in range(cfg.n_shards)]
    with multiprocessing.Pool(cfg.n_shards) as pool:
        return pool.starmap(score_shard, jobs)
