import torch


def sensor_baseline(bottles, sensors):
    g = torch.Generator().manual_seed(31)
    readings = torch.randn(bottles, sensors, generator=g)
    return torch.linalg.qr(readings.T @ readings / bottles).Q


def product_drift(product, basis):
    g = torch.Generator().manual_seed(len(product))
    readings = torch.randn(1024, basis.shape[0], generator=g)
    return product, round(float((readings @ basis).std()), 4)
