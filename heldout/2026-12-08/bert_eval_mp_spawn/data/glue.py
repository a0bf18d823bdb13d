import torch


def make_split(seed, n, seq_len, vocab):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(1, vocab, (n, seq_len), generator=g)


def length_stats(ids):
    lengths = (ids > 3).sum(1).float()
    return lengths.mean().item(), lengths.std().item()
