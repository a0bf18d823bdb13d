import torch

VOCAB = 4096
DIALECTS = ["pt-BR", "pt-PT", "pt-AO", "pt-MZ"]


def dialect_profiles(dim, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.log_softmax(torch.randn(len(DIALECTS), VOCAB, generator=g), dim=1)


def document_counts(n_docs, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(n_docs, VOCAB, generator=g)
