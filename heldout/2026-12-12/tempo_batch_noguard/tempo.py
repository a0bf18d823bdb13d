import torch

SR = 8000
HOP = 256


def click_track(bpm, seconds, seed):
    g = torch.Generator().manual_seed(seed)
    n = SR * seconds
    x = torch.randn(n, generator=g) * 0.01
    period = int(SR * 60 / bpm)
    x[::period] += 1.0
    return x


def estimate_bpm(x):
    env = x.abs().reshape(-1, HOP).sum(dim=1)
    env = env - env.mean()
    ac = torch.fft.irfft(torch.fft.rfft(env, n=2 * env.numel()).abs() ** 2)[: env.numel()]
    lo, hi = int(60 * SR / HOP / 200), int(60 * SR / HOP / 60)
    lag = lo + int(ac[lo:hi].argmax())
    return 60 * SR / HOP / lag
