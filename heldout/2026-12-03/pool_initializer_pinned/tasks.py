import torch


def sort_shard(shard):
    g = torch.Generator().manual_seed(shard)
    values, _ = torch.sort(torch.rand(100000, generator=g))
    return shard, round(values[:5].sum().item(), 6)
