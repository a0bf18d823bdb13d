import torch
import torch.nn.functional as F


def face_map(batch, channels, size, filters, kernel):
    face = torch.randn(batch, channels, size, size)
    pein = torch.randn(filters, channels, kernel, kernel)
    return F.conv2d(face, pein).abs().mean().item()


def shape_horn(horn, rows):
    bar = torch.randn(rows, 512)
    mandrel = torch.randn(512, 512)
    return horn, float((bar @ mandrel).std())
