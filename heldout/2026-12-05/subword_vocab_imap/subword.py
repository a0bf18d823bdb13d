import torch

TOKENIZERS = {}


class Tokenizer:
    name = None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if cls.name:
            TOKENIZERS[cls.name] = cls

    def __init__(self, vocab_size, keep_top):
        self.vocab_size = vocab_size
        self.keep_top = keep_top
        self.kept = None

    def fit(self, ids):
        raise NotImplementedError


class WordPiece(Tokenizer):
    name = "wordpiece"

    def fit(self, ids):
        # frequency-ranked vocabulary from the raw id stream
        uniq, counts = torch.unique(ids, return_counts=True)
        order = counts.argsort(descending=True)
        self.kept = uniq[order[: self.keep_top]].tolist()
        return self


class ByteLevel(Tokenizer):
    name = "bytes"

    def fit(self, ids):
        self.kept = list(range(256))
        return self
