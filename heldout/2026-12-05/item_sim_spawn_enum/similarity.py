import torch
import torch.nn.functional as F


def item_item_similarity(item_vectors):
    unit = F.normalize(item_vectors, dim=1)
    return unit @ unit.T
