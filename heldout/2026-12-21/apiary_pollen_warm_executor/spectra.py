import torch


def colour_basis(width, samples):
    torch.manual_seed(5)
    s = torch.randn(samples, width)
    return torch.linalg.qr(s.T @ s).Q


def trap_load(trap, rows, basis):
    torch.manual_seed(len(trap))
    pellets = torch.randn(rows, basis.shape[0])
    return trap, float((pellets @ basis).abs().mean())
