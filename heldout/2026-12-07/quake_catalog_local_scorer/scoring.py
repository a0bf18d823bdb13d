import torch


def make_scorer(b_value):
    def score(region):
        g = torch.Generator().manual_seed(region)
        mags = 2.0 + torch.rand(1000, generator=g) * 4
        return region, round(float((10 ** (-b_value * mags)).sum()), 6)

    return score
