import torch


def log_spectrogram(wav, n_fft=400, hop=160):
    spec = torch.stft(wav, n_fft, hop_length=hop, window=torch.hann_window(n_fft),
                      return_complex=True)
    return (spec.abs() + 1e-6).log()
