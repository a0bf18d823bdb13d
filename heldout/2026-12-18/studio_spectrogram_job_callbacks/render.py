import torch

FRAMES = 2048
BINS = 512
MELS = 128


def normalised_spectrogram(track, seed):
    spec = torch.rand(FRAMES, BINS, generator=torch.Generator().manual_seed(seed))
    return track, (spec - spec.mean(dim=0)) / spec.std(dim=0)


def mel_image(track, spec):
    bank = torch.rand(BINS, MELS, generator=torch.Generator().manual_seed(7))
    mel = spec @ bank
    return track, float(mel.abs().mean())
