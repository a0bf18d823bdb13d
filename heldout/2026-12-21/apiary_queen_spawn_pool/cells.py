import torch


def cell_vigour(cell, rows, kinship):
    torch.manual_seed(cell)
    larvae = torch.randn(rows, kinship.shape[0])
    return cell, float((larvae @ kinship).relu().mean())
