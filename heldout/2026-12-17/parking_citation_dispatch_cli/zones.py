"""Enforcement zones and the sensor occupancy matrix."""
import torch
from dataclasses import dataclass


@dataclass(frozen=True)
class Zone:
    name: str
    bays: int
    minutes: int = 1440


ZONES = [Zone("harbour", 600), Zone("old-town", 500), Zone("station", 400)]


def occupancy(zone, seed=0):
    gen = torch.Generator().manual_seed(seed + zone.bays)
    return torch.rand(zone.bays, zone.minutes, generator=gen)
