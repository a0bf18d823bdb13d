import torch

SKUS = ["compost-50l", "bark-mulch", "tomato-feed", "seed-trays"]


def weekly_sales(store, weeks=52):
    gen = torch.Generator().manual_seed(store)
    return torch.poisson(torch.full((len(SKUS), weeks), 20.0), generator=gen)
