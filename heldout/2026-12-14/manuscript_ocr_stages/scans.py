import torch

SCAN_HW = (512, 384)


def load_manuscript(name, pages):
    gen = torch.Generator().manual_seed(len(name))
    return torch.rand(pages, 1, *SCAN_HW, generator=gen)
