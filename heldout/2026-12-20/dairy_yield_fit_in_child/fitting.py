import torch


def fit_lactation_curve(queue, samples=2048, width=512):
    g = torch.Generator().manual_seed(23)
    x = torch.rand(samples, width, generator=g)
    y = x @ torch.rand(width, 1, generator=g)
    coef = torch.linalg.lstsq(x, y).solution
    queue.put(coef.squeeze(1).tolist())  # plain floats: the fitter exits right after
