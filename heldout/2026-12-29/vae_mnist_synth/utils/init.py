import torch.nn as nn


def init_vit_style(m):
    """timm-style init: truncated normal weights, zero biases."""
    if isinstance(m, nn.Linear):
        nn.init.trunc_normal_(m.weight, std=0.02)
        if m.bias is not None:
            nn.init.zeros_(m.bias)
