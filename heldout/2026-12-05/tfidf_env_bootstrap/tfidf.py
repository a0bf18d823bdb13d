import torch
import torch.nn.functional as F


def tfidf(counts):
    df = (counts > 0).sum(dim=0).float()
    idf = torch.log((1 + counts.shape[0]) / (1 + df)) + 1
    return F.normalize(counts * idf, dim=1)
