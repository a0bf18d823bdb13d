import torch
import torch.nn.functional as F

VOCAB_SIZE = 8000
EMBED_DIM = 64

_gen = torch.Generator().manual_seed(1234)
# unit-norm hashed word vectors, built once at import
WORD_VECTORS = F.normalize(torch.randn(VOCAB_SIZE, EMBED_DIM, generator=_gen), dim=1)


def token_ids(text):
    return [hash(w) % VOCAB_SIZE for w in text.lower().split()]
