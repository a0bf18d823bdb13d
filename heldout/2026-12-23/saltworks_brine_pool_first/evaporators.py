import torch


def evaporate(batch, rows):
    brine = torch.randn(rows, 512)
    heat = torch.randn(512, 512)
    return batch, float((brine @ heat).abs().mean())
