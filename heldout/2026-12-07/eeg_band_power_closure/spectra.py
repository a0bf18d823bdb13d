import torch


def band_power(signal, n_fft):
    win = torch.hann_window(n_fft)
    spec = torch.stft(signal, n_fft, window=win, return_complex=True).abs() ** 2
    return spec.mean(dim=-1)
