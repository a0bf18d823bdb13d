import torch

from catalog import HOP, SAMPLE_RATE


def render_album(album, seed):
    n = int(album["minutes_per_track"] * 60 * SAMPLE_RATE) // HOP * HOP
    g = torch.Generator().manual_seed(seed)
    return torch.randn(album["tracks"], 1, n, generator=g)


def onset_envelope(audio):
    frames = audio.abs().reshape(audio.shape[0], -1, HOP)
    energy = frames.mean(dim=-1)
    return torch.relu(energy[..., 1:] - energy[..., :-1])
