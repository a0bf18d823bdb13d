import torch


def score_shard(args):
    shard, temperature = args
    gen = torch.Generator().manual_seed(shard)
    feats = torch.randn(512, 256, generator=gen)
    head = torch.randn(256, 100, generator=gen)
    probs = torch.softmax(feats @ head / temperature, dim=1)
    return shard, round(float(probs.max(dim=1).values.mean()), 4)
