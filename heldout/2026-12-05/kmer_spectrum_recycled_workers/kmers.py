import torch


def encode_kmers(reads, k):
    powers = 4 ** torch.arange(k - 1, -1, -1)
    windows = reads.unfold(1, k, 1)
    return (windows * powers).sum(dim=-1)


def spectrum(reads, k):
    return torch.bincount(encode_kmers(reads, k).reshape(-1), minlength=4 ** k)
