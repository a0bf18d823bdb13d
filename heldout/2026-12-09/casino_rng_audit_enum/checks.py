import enum

import torch


class Check(enum.Enum):
    UNIFORMITY = "uniformity"
    RUNS = "runs"

    def run(self, draws, bins):
        if self is Check.UNIFORMITY:
            hist = torch.histc(draws, bins=bins, min=0.0, max=1.0)
            expected = draws.numel() / bins
            return float(((hist - expected) ** 2 / expected).sum())
        ups = (draws[1:] > draws[:-1]).float()
        return float(ups.mean())
