import torch


def extract_order(order):
    g = torch.Generator().manual_seed(order)
    trace = torch.rand(64, 2048, generator=g)
    return order, float(trace.sum(dim=0).argmax())
