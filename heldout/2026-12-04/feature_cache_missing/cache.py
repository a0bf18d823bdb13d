import torch


def attention_pooled(name, rows=4096, dim=64):
    seed = sum(map(ord, name))
    gen = torch.Generator().manual_seed(seed)
    scores = torch.randn(rows, dim, generator=gen)
    return torch.softmax(scores, dim=-1)


class FeatureCache(dict):
    """Computes a split's features on first access and keeps them."""

    def __init__(self, builder):
        super().__init__()
        self.builder = builder

    def __missing__(self, split):
        feats = self.builder(split)
        self[split] = feats
        return feats
