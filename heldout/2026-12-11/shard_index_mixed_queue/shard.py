import torch


def build_shard(shard_id, n_docs, results):
    terms = torch.randint(0, 5000, (n_docs, 20), generator=torch.Generator().manual_seed(shard_id))
    results.put((shard_id, int(torch.unique(terms).numel())))
