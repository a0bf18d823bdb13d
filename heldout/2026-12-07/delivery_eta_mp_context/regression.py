import torch


def fit_weights(features, eta):
    return torch.linalg.pinv(features) @ eta


def predict_zone(weights, zone, n_orders):
    g = torch.Generator().manual_seed(zone)
    x = torch.rand(n_orders, weights.shape[0], generator=g)
    return round(float((x @ weights).mean()), 2)
