import torch


def augment_batch(image_size, seed):
    g = torch.Generator().manual_seed(seed)
    batch = torch.rand(4, 3, image_size, image_size, generator=g)
    batch = batch - 0.45
    flipped = torch.flip(batch, dims=[3])
    return seed, round(float(flipped.std()), 4)
