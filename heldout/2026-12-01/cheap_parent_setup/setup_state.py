import torch
import torch.nn as nn

import config


def build_state():
    model = nn.Linear(config.WIDTH, config.WIDTH)
    noise = torch.randn(config.NOISE_SAMPLES)
    buf = torch.empty(config.NOISE_SAMPLES)
    labels = torch.tensor([0, 1, 1, 0, 2])
    mask = torch.rand(config.WIDTH)
    return dict(model=model, noise_total=noise.sum().item(), buf=buf, labels=labels, mask=mask)
