import torch

COLOURS = ("flint", "amber", "green")


def calibrate(frames, pixels, seed=19):
    g = torch.Generator().manual_seed(seed)
    spectra = torch.rand(frames, pixels, generator=g)
    return torch.logsumexp(spectra * 5, dim=1).mean()


def classify_batch(args):
    batch_id, pixels, gain = args
    g = torch.Generator().manual_seed(batch_id)
    cullet = torch.rand(pixels * 3, generator=g) * gain
    hue = torch.tanh(cullet - 1.0).view(3, -1).mean(dim=1)
    return batch_id, COLOURS[int(hue.argmax())]
