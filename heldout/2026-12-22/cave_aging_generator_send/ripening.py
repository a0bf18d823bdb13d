import torch.nn.functional as F


def ripeness_tracker(width):
    """Coroutine: send() it batches of cave samples, it answers the running ripeness."""
    total = 0.0
    count = 0
    batch = yield None
    while batch is not None:
        normed = F.layer_norm(batch, (width,))
        total += normed.pow(3).mean().item()
        count += 1
        batch = yield total / count
