import torch

from costing import quote
from items import Venue, Catering

BASKET = [Venue("Old Mill Barn", hours=9), Catering(covers=150, courses=3)]


def market_rates(n_venues=1000, slots=1000):
    gen = torch.Generator().manual_seed(4)
    return torch.rand(n_venues, slots, generator=gen)


if __name__ == "__main__":
    rates = market_rates()
    total = 0.0
    for item in BASKET:
        price = quote(item, rates)
        print(f"{type(item).__name__:8} {price:10.2f}")
        total += price
    print(f"total {total:.2f}")
