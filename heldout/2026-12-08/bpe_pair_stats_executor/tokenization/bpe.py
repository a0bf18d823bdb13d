import torch


class BytePairTokenizer:
    def __init__(self, merges, vocab_size):
        self.merges = merges
        self.vocab_size = vocab_size

    @classmethod
    def from_corpus(cls, ids, vocab_size, num_merges):
        # count adjacent pairs in one pass over the whole corpus
        pairs = ids[:-1] * vocab_size + ids[1:]
        uniq, counts = torch.unique(pairs, return_counts=True)
        top = counts.argsort(descending=True)[:num_merges]
        merges = [(int(p) // vocab_size, int(p) % vocab_size) for p in uniq[top]]
        return cls(merges, vocab_size)

    def pair_histogram(self, ids):
        pairs = ids[:-1] * self.vocab_size + ids[1:]
        return torch.bincount(pairs, minlength=self.vocab_size * self.vocab_size)
