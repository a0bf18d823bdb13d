import random

_WORDS = ("the a cat dog sat ran on under table chair quickly slowly red blue "
          "house garden river bridge old new small large").split()


def load_corpus(n_sentences=64, seed=0):
    rng = random.Random(seed)
    return [" ".join(rng.choice(_WORDS) for _ in range(rng.randint(4, 10)))
            for _ in range(n_sentences)]


class Vocab:
    PAD, BOS, EOS, UNK = "<pad>", "<s>", "</s>", "<unk>"

    def __init__(self, itos):
        self.itos = list(itos)
        self.stoi = {w: i for i, w in enumerate(self.itos)}

    @classmethod
    def build(cls, corpus):
        words = sorted({w for line in corpus for w in line.split()})
        return cls([cls.PAD, cls.BOS, cls.EOS, cls.UNK] + words)

    def encode(self, line):
        return [self.stoi.get(w, 3) for w in line.split()] + [2]

    def decode(self, ids):
        return " ".join(self.itos[i] for i in ids if i > 3)

    def __len__(self):
        return len(self.itos)
