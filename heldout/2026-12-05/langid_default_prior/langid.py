import torch

from ngrams import LANGS, NGRAMS


def char_prior(seed=0):
    g = torch.Generator().manual_seed(seed)
    counts = torch.randint(1, 100, (LANGS, NGRAMS), generator=g, dtype=torch.float32)
    return torch.log_softmax(counts, dim=1)


def classify(counts, prior=char_prior()):
    return (counts @ prior.T).argmax(dim=1).tolist()
