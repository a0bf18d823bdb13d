import collections

import torch


def count_tokens(doc):
    counts = collections.Counter(doc.split())
    lengths = torch.tensor([len(w) for w in counts])
    return len(counts), int(lengths.sum())
