import torch

from lm_stats import unigram_entropy
from tokenize_shards import count_corpus

REFERENCE = {"vocab": 100_000, "docs": 2000}


def main():
    g = torch.Generator().manual_seed(0)
    ref_counts = torch.empty(REFERENCE["vocab"]).exponential_(1.0, generator=g)
    print("reference entropy", round(unigram_entropy(ref_counts), 3))
    counts = count_corpus(REFERENCE["docs"])
    print("types", len(counts), "most common", counts.most_common(2))


if __name__ == "__main__":
    main()
