import torch
import torch.nn.functional as F


class Normalize:
    def __init__(self, mean, std):
        self.mean, self.std = mean, std

    def __call__(self, x):
        return (x - self.mean) / self.std


_KERNEL_SHAPE = (4, 3, 3, 3)


def process_batch(args):
    seed, mean, std = args
    torch.manual_seed(seed)
    imgs = Normalize(mean, std)(torch.rand(8, 3, 32, 32))
    feats = F.conv2d(imgs, torch.randn(*_KERNEL_SHAPE), padding=1)
    return feats.abs().mean().item()
