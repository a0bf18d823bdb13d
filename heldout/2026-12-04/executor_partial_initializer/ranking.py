import torch


def build_corpus(n_docs=4096, dim=128, seed=0):
    gen = torch.Generator().manual_seed(seed)
    docs = torch.randn(n_docs, dim, generator=gen)
    return docs / docs.norm(dim=1, keepdim=True)


def rank_queries(qid, docs, k=10):
    gen = torch.Generator().manual_seed(qid)
    q = torch.randn(64, docs.shape[1], generator=gen)
    scores = q @ docs.T
    return qid, scores.topk(k, dim=1).indices[0, :3].tolist()
