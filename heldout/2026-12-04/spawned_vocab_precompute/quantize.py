import torch


def quantize_shard(shard_id, codes, rows=512):
    gen = torch.Generator().manual_seed(100 + shard_id)
    x = torch.randn(rows, codes.shape[1], generator=gen)
    dist = x.pow(2).sum(1, keepdim=True) - 2 * x @ codes.T + codes.pow(2).sum(1)
    return shard_id, int(dist.argmin(dim=1).unique().numel())
