import torch


def align_terms(src_terms, tgt_terms, dim=32):
    g = torch.Generator().manual_seed(len(src_terms) * 31 + len(tgt_terms))
    s = torch.randn(len(src_terms), dim, generator=g)
    t = torch.randn(len(tgt_terms), dim, generator=g)
    best = (s @ t.T).argmax(dim=1).tolist()
    return {src: tgt_terms[j] for src, j in zip(src_terms, best)}
