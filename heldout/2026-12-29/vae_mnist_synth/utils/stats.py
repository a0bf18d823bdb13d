import torch


@torch.no_grad()
def shard_statistics(model, n, seed):
    g = torch.Generator().manual_seed(seed)
    x = model.sample(n, generator=g)
    feats, _ = model.encode(x)
    mu = feats.mean(0)
    cov = torch.cov(feats.t())
    return mu.norm().item(), cov.trace().item()
