import torch


def flow_test(hydrant_block, hydrants, samples):
    g = torch.Generator().manual_seed(hydrant_block)
    residual = torch.rand(hydrants, samples, generator=g) * 20 + 35
    return residual


def network_summary(residuals):
    allr = torch.cat(residuals)
    z = (allr - allr.mean()) / allr.std()
    return float(z.abs().max()), int((allr.mean(dim=1) < 40).sum())
