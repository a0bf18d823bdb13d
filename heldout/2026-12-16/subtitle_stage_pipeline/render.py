import torch
import torch.nn.functional as F


def render_block(block):
    styled = F.layer_norm(block, (block.shape[1],))
    return int((torch.exp(styled) > 1.0).sum(dim=1).gt(block.shape[1] // 2).sum())
