import torch


def frame_energy(wav, frame):
    frames = wav[: wav.shape[0] // frame * frame].view(-1, frame)
    return frames.pow(2).mean(1).log10()
