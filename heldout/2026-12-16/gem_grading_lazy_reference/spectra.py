import zlib

import torch


def lot_spectra(name, stones, bins):
    g = torch.Generator().manual_seed(zlib.crc32(name.encode()))
    return torch.rand(stones, bins, generator=g)


def grade_lot(name, stones, reference):
    spectra = lot_spectra(name, stones, reference.numel())
    return float(torch.tanh((spectra - reference) * 3.0).abs().mean())
