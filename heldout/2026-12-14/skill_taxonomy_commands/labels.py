import torch

FAMILIES = 4
SAMPLE = 30_000


def label_family(index, centroid):
    gen = torch.Generator().manual_seed(index)
    postings = torch.randn(SAMPLE, centroid.shape[0], generator=gen)
    sims = torch.cosine_similarity(postings, centroid[None], dim=1)
    return index, int((sims > 0.1).sum())
