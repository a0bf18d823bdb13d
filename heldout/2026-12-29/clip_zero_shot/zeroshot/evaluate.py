import torch

from .model import ToyCLIP


@torch.no_grad()
def score_shard(state_dict, model_cfg, weights, shard, n):
    model = ToyCLIP(**model_cfg)
    model.load_state_dict(state_dict)
    g = torch.Generator().manual_seed(shard)
    images = torch.randn(n, model.image_dim, generator=g)
    labels = torch.randint(0, weights.shape[1], (n,), generator=g)
    logits = 100.0 * model.encode_image(images) @ weights
    return (logits.argmax(-1) == labels).float().mean().item()
