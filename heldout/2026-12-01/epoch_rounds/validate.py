import torch
import torch.nn as nn

_HEAD = nn.Linear(512, 512)


def validate(batch=8):
    with torch.no_grad():
        return _HEAD(torch.randn(batch, 512)).abs().mean().item()
