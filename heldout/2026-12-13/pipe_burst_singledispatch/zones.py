from dataclasses import dataclass


@dataclass
class PressureZone:
    name: str
    loggers: int
    readings_per_logger: int
    bands: int = 50


@dataclass
class GravityZone:
    name: str
    reservoir_level_m: float


ZONES = [GravityZone("Hilltop", 41.5),
         PressureZone("Riverside", loggers=200, readings_per_logger=5000)]
