import functools
from dataclasses import dataclass

import torch


@dataclass
class WindLayer:
    name: str
    altitude_m: int
    samples: int
    features: int
    stations: int
    drift_rows: int


@functools.singledispatch
def forecast(obj):
    raise TypeError(f"cannot forecast {type(obj).__name__}")


@forecast.register
def _(layer: WindLayer):
    gusts = torch.randn(layer.samples, layer.features)
    stations = torch.randn(layer.stations, layer.features)
    return torch.cdist(gusts, stations).min(dim=1).values.mean().item()


@forecast.register
def _(layers: list):
    return {layer.name: forecast(layer) for layer in layers[:1]}
