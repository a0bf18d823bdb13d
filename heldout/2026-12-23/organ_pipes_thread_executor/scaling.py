import torch


def scale_ranks(pipes, partials):
    spectra = torch.randn(pipes, partials)
    return torch.cov(spectra.T).diagonal().mean().item()
