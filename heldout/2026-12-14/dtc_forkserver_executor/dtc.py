import torch


def read_codes(vin, frames):
    gen = torch.Generator().manual_seed(sum(map(ord, vin)))
    misfire = torch.rand(frames, 100, generator=gen)
    count = int((torch.tanh(misfire * 3) > 0.995).sum())
    return vin, [f"P030{i}" for i in range(count % 5)]
