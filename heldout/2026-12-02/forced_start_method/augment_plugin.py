import cuda_compat  # noqa: F401

import torch


def jitter(batch_id):
    g = torch.Generator().manual_seed(batch_id)
    x = torch.rand(8, 3, 32, 32, generator=g)
    noise = torch.randn(8, 3, 32, 32, generator=g) * 0.05
    return batch_id, round(float((x + noise).clamp(0, 1).mean()), 4)
