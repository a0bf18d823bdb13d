import torch
import torch.nn.functional as F


def match_queries(query_id, dim):
    cands = F.normalize(torch.randn(20000, dim, generator=torch.Generator().manual_seed(query_id)), dim=1)
    return int((cands.sum(dim=1) > 0).sum())
