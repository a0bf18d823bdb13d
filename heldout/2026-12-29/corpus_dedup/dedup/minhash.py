import zlib

import torch

_PRIME = (1 << 31) - 1


def signature(doc, num_perm=64, shingle=5, seed=0):
    toks = doc.split()
    grams = {" ".join(toks[i:i + shingle]) for i in range(max(1, len(toks) - shingle + 1))}
    h = torch.tensor([zlib.crc32(g.encode()) for g in grams], dtype=torch.int64)
    g = torch.Generator().manual_seed(seed)
    a = torch.randint(1, _PRIME, (num_perm, 1), generator=g)
    b = torch.randint(0, _PRIME, (num_perm, 1), generator=g)
    return ((a * h[None] + b) % _PRIME).min(1).values


def signatures(docs, num_perm, shingle):
    return torch.stack([signature(d, num_perm, shingle) for d in docs])
