import torch

ENSEMBLE = []


def predict_shard(shard_id):
    g = torch.Generator().manual_seed(shard_id)
    x = torch.randn(200, 100, generator=g)
    with torch.no_grad():
        probs = torch.stack([m(x).softmax(-1) for m in ENSEMBLE]).mean(0)
    return shard_id, probs.max(-1).values.mean().item()
