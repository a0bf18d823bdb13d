import torch

DISTRICTS = 4
LISTINGS_PER_DISTRICT = 100_000


def district_rents(district):
    g = torch.Generator().manual_seed(district)
    return torch.rand(LISTINGS_PER_DISTRICT, generator=g) * 30 + 8


def rent_quantiles(rents, qs=(0.1, 0.5, 0.9)):
    return torch.quantile(rents, torch.tensor(qs)).tolist()
