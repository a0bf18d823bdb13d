import math

import torch

from lazy import computed_once


def norm_cdf(x):
    return 0.5 * (1.0 + torch.erf(x / math.sqrt(2.0)))


def price_chunk(spot, strikes, vols, t):
    d1 = (torch.log(spot / strikes) + 0.5 * vols ** 2 * t) / (vols * math.sqrt(t))
    d2 = d1 - vols * math.sqrt(t)
    calls = spot * norm_cdf(d1) - strikes * norm_cdf(d2)
    return float(calls.sum())


class OptionBook:
    def __init__(self, spot, n_contracts, maturity, seed=4):
        gen = torch.Generator().manual_seed(seed)
        self.spot = spot
        self.maturity = maturity
        self.strikes = torch.empty(n_contracts).uniform_(0.7 * spot, 1.3 * spot, generator=gen)

    @computed_once
    def vol_surface(self):
        moneyness = torch.log(self.strikes / self.spot)
        return 0.2 + 0.1 * moneyness ** 2

    def chunks(self, n):
        return list(zip(self.strikes.chunk(n), self.vol_surface.chunk(n)))
