import torch


def bus_audio(name, n):
    gen = torch.Generator().manual_seed(len(name))
    return torch.rand(4, n, generator=gen) * 2 - 1


def glue(audio):
    level = audio.pow(2).mean(dim=1, keepdim=True).sqrt()
    return audio / level


def print_bus(args):
    name, audio, drive = args
    shaped = torch.tanh(audio * drive)
    return name, float(shaped.abs().mean())
