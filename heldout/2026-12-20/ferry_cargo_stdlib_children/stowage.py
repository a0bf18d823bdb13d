import torch


def trim_matrix(rows=1024, cols=512):
    g = torch.Generator().manual_seed(8)
    loads = torch.rand(rows, cols, generator=g)
    moments = loads.T @ loads
    return [round(float(v), 3) for v in moments.diagonal()[:4] / rows]
