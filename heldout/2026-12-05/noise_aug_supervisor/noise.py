import torch


def noise_profile(clips):
    return torch.fft.rfft(clips).abs().mean(dim=0)


def augment(clean, profile, snr, g):
    spec = torch.fft.rfft(clean)
    phase = torch.rand(spec.shape, generator=g) * 6.2831853
    noise = torch.fft.irfft(profile * torch.exp(1j * phase), n=clean.shape[-1])
    return clean + noise / snr
