import torch

CASES_PER_ROOM = 800


def scan_display_cases(rooms):
    gen = torch.Generator().manual_seed(rooms)
    lux = torch.rand(rooms, CASES_PER_ROOM, generator=gen)
    exposure = torch.log1p(lux).sum(dim=1)
    print("cases over lux budget:", int((exposure > 300).sum()), flush=True)
