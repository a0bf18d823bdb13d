import torch

DIM = 256


def sentence_embeddings(sentences, seed):
    g = torch.Generator().manual_seed(seed)
    tokens = torch.rand(len(sentences), 16, DIM, generator=g)
    return tokens.mean(dim=1)
