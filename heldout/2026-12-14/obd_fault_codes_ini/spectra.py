import torch


def knock_bands(traces, band_bins):
    spectrum = torch.fft.rfft(traces, dim=-1).abs()
    return spectrum[:, :band_bins]
