import torch
import torch.nn.functional as F


def process_batch(args):
    seed, mean, std = args
    torch.manual_seed(seed)
    imgs = (torch.rand(8, 3, 32, 32) - mean) / std
    return F.conv2d(imgs, torch.randn(4, 3, 3, 3), padding=1).abs().mean().item()
