import torch


def near_duplicates(shard):
    a, b = shard[:-1], shard[1:]
    gap = (a - b).abs().sum(dim=1)
    return int((gap < 0.5 * shard.shape[1]).sum())
