import torch
import torch.nn.functional as F


def eval_shard(shard_id):
    g = torch.Generator().manual_seed(shard_id)
    images = torch.rand(8, 3, 32, 32, generator=g)
    kernels = torch.randn(16, 3, 3, 3, generator=g)
    activations = F.relu(F.conv2d(images, kernels, padding=1))
    return shard_id, round(float(activations.mean()), 4)
