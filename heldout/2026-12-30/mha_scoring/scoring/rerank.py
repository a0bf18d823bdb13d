import torch

ENCODER = None


def rerank(query_id):
    g = torch.Generator().manual_seed(query_id)
    q = torch.randn(1, 8, 128, generator=g).expand(32, -1, -1)
    docs = torch.randn(32, 64, 128, generator=g)
    with torch.no_grad():
        scores = ENCODER(q, docs)
    return query_id, scores.argsort(descending=True)[:3].tolist()
