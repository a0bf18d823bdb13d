import torch


def featurize(batch_id):
    g = torch.Generator().manual_seed(batch_id)
    x = torch.randn(32, 32, generator=g)
    return batch_id, round(float((x @ x.T).trace()), 2)
