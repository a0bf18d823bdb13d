from collections import Counter

import numpy as np


def count_chunk(docs):
    bigrams = Counter()
    lengths = np.zeros(64, dtype=np.int64)
    for d in docs:
        bigrams.update(zip(d, d[1:]))
        lengths[min(len(d), 63)] += 1
    return bigrams, lengths


def merge_counts(parts):
    total, hist = Counter(), np.zeros(64, dtype=np.int64)
    for c, h in parts:
        total.update(c)
        hist += h
    return total, np.bincount(np.repeat(np.arange(64), hist) // 10, minlength=7)
