import torch

BASES = "ACGT"


def synthetic_chromosomes(lengths, seed=3):
    g = torch.Generator().manual_seed(seed)
    return {name: torch.randint(0, 4, (n,), generator=g) for name, n in lengths.items()}


def kmer_codes(seq, k):
    codes = torch.zeros(seq.numel() - k + 1, dtype=torch.long)
    for i in range(k):
        codes = codes * 4 + seq[i:i + codes.numel()]
    return codes
