import torch
import torch.nn.functional as F


def sort_boxes(boxes, width):
    catch = torch.rand(boxes, width)
    return float(F.layer_norm(catch, (width,)).abs().mean())
