import torch
import torch.nn.functional as F


def count_glyphs(mask):
    ink = mask.float()[None, None]
    blobs = F.max_pool2d(ink, kernel_size=3, stride=1, padding=1)
    strokes = F.avg_pool2d(blobs, 2).expand(1, 8, -1, -1)
    return int((strokes > 0.75).sum()) // 8
