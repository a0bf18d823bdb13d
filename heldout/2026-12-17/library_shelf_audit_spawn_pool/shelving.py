"""Shelf-reading audit: which items sit on the wrong shelf for their call number."""
import torch
import torch.nn.functional as F


def item_embeddings(items, dim, seed=3):
    gen = torch.Generator().manual_seed(seed)
    return F.normalize(torch.rand(items, dim, generator=gen), dim=1)


def shelf_of(embeddings, shelves):
    return embeddings[:, :shelves].argmax(dim=1)


def misshelved(shelf, items_per_shelf, dim):
    gen = torch.Generator().manual_seed(100 + shelf)
    local = F.normalize(torch.rand(items_per_shelf, dim, generator=gen), dim=1)
    centroid = local.mean(dim=0, keepdim=True)
    drift = 1 - (local * centroid).sum(dim=1) / centroid.norm()
    return shelf, int((drift > 0.15).sum())
