import torch


def food_covariance(foods, samples):
    g = torch.Generator().manual_seed(13)
    x = torch.rand(samples, foods, generator=g)
    return (x.T @ x) / samples


def species_score(species, cov):
    g = torch.Generator().manual_seed(len(species))
    menu = torch.rand(512, cov.shape[0], generator=g)
    return species, round(float((menu @ cov).mean()), 2)
