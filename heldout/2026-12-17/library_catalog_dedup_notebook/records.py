"""Loading catalogue records and turning titles into dense shingle vectors."""
import torch


def load_records(n, dim, seed=7):
    gen = torch.Generator().manual_seed(seed)
    # stand-in for the MARC export: one hashed-shingle count vector per record
    counts = torch.rand(n, dim, generator=gen)
    branch = torch.randint(0, 4, (n,), generator=gen)
    return counts, branch


def unit_vectors(counts):
    return torch.nn.functional.normalize(counts, dim=1)
