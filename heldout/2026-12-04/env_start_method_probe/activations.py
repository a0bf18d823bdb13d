import torch
import torch.nn.functional as F


def activation_profile(rows, hidden, seed=0):
    gen = torch.Generator().manual_seed(seed)
    pre = torch.randn(rows, hidden, generator=gen)
    post = F.gelu(pre)
    return {"dead": round(float((post <= 0).float().mean()), 4), "mean": round(float(post.mean()), 4)}


def probe(probe_id, hidden, out):
    gen = torch.Generator().manual_seed(probe_id)
    w = torch.randn(hidden, hidden, generator=gen) / hidden ** 0.5
    h = F.gelu(torch.randn(64, hidden, generator=gen) @ w)
    out.put((probe_id, round(float(h.mean()), 4)))
