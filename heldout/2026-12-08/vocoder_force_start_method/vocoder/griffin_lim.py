import torch


def griffin_lim(mag, n_fft, hop, iters):
    window = torch.hann_window(n_fft)
    g = torch.Generator().manual_seed(0)
    angles = torch.polar(torch.ones_like(mag), torch.rand(mag.shape, generator=g) * 6.283)
    for _ in range(iters):
        wav = torch.istft(mag * angles, n_fft, hop_length=hop, window=window)
        spec = torch.stft(wav, n_fft, hop_length=hop, window=window, return_complex=True)
        angles = spec / spec.abs().clamp_min(1e-8)
    return torch.istft(mag * angles, n_fft, hop_length=hop, window=window)
