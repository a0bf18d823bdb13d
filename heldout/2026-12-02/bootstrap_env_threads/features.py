import torch


def build_vocab_table(size=40000, dim=16):
    table = torch.zeros(size, dim)
    table[:, 0] = torch.arange(size, dtype=torch.float32) / size
    return table


def featurize(doc_id):
    g = torch.Generator().manual_seed(doc_id)
    x = torch.randn(64, 64, generator=g)
    return doc_id, round(float((x @ x.T).diagonal().mean()), 3)
