import torch


def make_scorer(cfg):
    """Bind the config into a worker function."""
    threshold = cfg["threshold"]

    def score(shard, out):
        g = torch.Generator().manual_seed(shard)
        logits = torch.randn(cfg["batch"], generator=g)
        out.put((shard, int((logits > threshold).sum())))

    return score
