import torch
import torch.nn as nn


def make_backbone(channels=16):
    return nn.Conv2d(3, channels, 3, padding=1)


def warmup(model, batch=8):
    with torch.no_grad():
        return model(torch.rand(batch, 3, 32, 32)).shape
