import torch


def decode_batch(job):
    batch_id, n_rows = job
    g = torch.Generator().manual_seed(batch_id)
    table = torch.randn(50000, 64, generator=g)
    ids = torch.arange(n_rows) * 7 % 50000
    rows = table.index_select(0, ids)
    scores = rows @ rows[:64].T
    return batch_id, int(scores.argmax(dim=1).sum())
