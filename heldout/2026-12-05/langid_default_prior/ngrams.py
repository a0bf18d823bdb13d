import torch

LANGS = 50
NGRAMS = 5000


def ngram_counts(n_docs, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(0, 5, (n_docs, NGRAMS), generator=g, dtype=torch.float32)
