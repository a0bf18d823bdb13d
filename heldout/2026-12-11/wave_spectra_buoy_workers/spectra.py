import torch


def load_records(n_buoys, channels, samples):
    return [torch.randn(channels, samples, generator=torch.Generator().manual_seed(b)) for b in range(n_buoys)]


def _spectrum(record, n_fft):
    window = torch.hann_window(n_fft)
    return torch.stft(record, n_fft=n_fft, window=window, return_complex=True).abs()


def reference_spectrum(record, n_fft):
    return _spectrum(record, n_fft).mean(dim=(0, 2))


def buoy_energy(record, ref, n_fft):
    spec = _spectrum(record, n_fft)
    return float((spec.mean(dim=(0, 2)) / ref).sum())
