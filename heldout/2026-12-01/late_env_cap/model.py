import torch
import torch.nn as nn


def make_encoder():
    enc = nn.Conv2d(3, 8, 3, padding=1)
    with torch.no_grad():
        enc(torch.rand(8, 3, 32, 32))
    return enc
