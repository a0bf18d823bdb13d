import torch

SAMPLE_RATE = 44100


def mask_bank(stems, bins=1025):
    gen = torch.Generator().manual_seed(5)
    return torch.rand(stems, bins, generator=gen).cuda()


def separate(args):
    track, seconds = args
    mix = torch.rand(1025, seconds * 86, device="cuda")
    masks = torch.rand(4, 1025, 1, device="cuda").softmax(dim=0)
    return track, (masks * mix).sum(dim=(1, 2)).cpu().tolist()
