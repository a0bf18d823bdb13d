import torch
import torch.nn.functional as F


def deltas(x, window=2):
    # standard regression deltas along time
    denom = 2 * sum(n * n for n in range(1, window + 1))
    padded = F.pad(x.t()[None], (window, window), mode="replicate")[0].t()
    d = torch.zeros_like(x)
    for n in range(1, window + 1):
        d += n * (padded[window + n: window + n + x.shape[0]] - padded[window - n: window - n + x.shape[0]])
    return d / denom


def process_utt(job):
    key, feats, mean, std, window = job
    x = (feats - mean) / std
    d1 = deltas(x, window)
    d2 = deltas(d1, window)
    return key, torch.cat([x, d1, d2], 1)
