import torch


def make_features(rows, dim, seed=0):
    gen = torch.Generator().manual_seed(seed)
    return torch.randn(rows, dim, generator=gen)


def load_chunk(chunk_id, rows=256, dim=128):
    gen = torch.Generator().manual_seed(chunk_id)
    a = torch.randn(rows, dim, generator=gen)
    b = torch.randn(dim, rows, generator=gen)
    return chunk_id, round(float((a @ b).std()), 3)
