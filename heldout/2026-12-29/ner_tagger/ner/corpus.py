import random

import torch

TAGS = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG"]


class ConllCorpus:
    def __init__(self, sentences, vectors):
        self.sentences = sentences
        # unit-normalise pretrained vectors (cosine-space lookups)
        self.vectors = vectors / vectors.norm(dim=1, keepdim=True).clamp_min(1e-6)

    @classmethod
    def synthetic(cls, n, vocab_size, dim, seed=0):
        rng = random.Random(seed)
        letters = "abcdefghijklmnopqrstuvwxyz"
        words = ["".join(rng.choice(letters) for _ in range(rng.randint(2, 9))) for _ in range(500)]
        sents = [[(rng.choice(words), rng.choice(TAGS)) for _ in range(rng.randint(5, 25))] for _ in range(n)]
        vectors = torch.randn(vocab_size, dim, generator=torch.Generator().manual_seed(seed))
        return cls(sents, vectors)

    def __len__(self):
        return len(self.sentences)
