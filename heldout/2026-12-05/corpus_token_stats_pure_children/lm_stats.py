import torch


def unigram_entropy(counts):
    p = counts / counts.sum()
    return float(-(p * torch.log(p.clamp_min(1e-12))).sum())
