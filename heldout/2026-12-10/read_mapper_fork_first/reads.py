import torch


def encode_reads(n_reads, read_len, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(0, 4, (n_reads, read_len), generator=g)


def gc_content(reads):
    return ((reads == 1) | (reads == 2)).float().mean(dim=1)
