import functools

import torch
import torch.nn.functional as F

VOCAB_SIZE = 50000


@functools.lru_cache(maxsize=None)
def embedding_table(dim=64):
    g = torch.Generator().manual_seed(0)
    table = torch.randn(VOCAB_SIZE, dim, generator=g)
    return F.normalize(table, dim=1)


class Tokenizer:
    def __init__(self):
        self.unk_vector = embedding_table()[0]

    def encode(self, text):
        return [hash_token(tok) for tok in text.split()]


def hash_token(tok):
    h = 0
    for ch in tok:
        h = (h * 131 + ord(ch)) % VOCAB_SIZE
    return h
