import torch


def subsample_keep_prob(counts, threshold):
    freq = counts / counts.sum()
    return ((freq / threshold).sqrt() + 1) * threshold / freq
