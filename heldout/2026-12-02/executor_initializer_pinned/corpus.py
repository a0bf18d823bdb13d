import torch


def load_corpus(n_docs=4, doc_len=40000, seed=0):
    g = torch.Generator().manual_seed(seed)
    docs = [torch.randint(0, 5000, (doc_len,), generator=g) for _ in range(n_docs)]
    return torch.cat(docs).float()
