import torch


def autocorrelation(frames):
    n = frames.shape[-1]
    spec = torch.fft.rfft(frames, n=2 * n)
    return torch.fft.irfft(spec * spec.conj(), n=2 * n)[..., :n]


def estimate_f0(frames, sr, fmin=60, fmax=400):
    ac = autocorrelation(frames)
    lo, hi = sr // fmax, sr // fmin
    lag = ac[..., lo:hi].argmax(dim=-1) + lo
    return sr / lag.float()
