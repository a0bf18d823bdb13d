import sys

import torch
import torch.nn.functional as F


def scan_batch(batch, size):
    g = torch.Generator().manual_seed(batch)
    imgs = torch.rand(8, 1, size, size, generator=g)
    k = torch.rand(4, 1, 5, 5, generator=g)
    return round(float(F.conv2d(imgs, k).amax()), 3)


if __name__ == "__main__":
    b, s = int(sys.argv[1]), int(sys.argv[2])
    print(b, scan_batch(b, s))
