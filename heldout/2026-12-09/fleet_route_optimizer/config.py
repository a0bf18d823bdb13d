from dataclasses import dataclass, field

import torch


@dataclass
class DepotConfig:
    name: str
    n_stops: int = 2048
    n_vehicles: int = 4
    workers: int = 2
    seed: int = 7
    coords: torch.Tensor = field(init=False, repr=False)
    distances: torch.Tensor = field(init=False, repr=False)

    def __post_init__(self):
        gen = torch.Generator().manual_seed(self.seed)
        self.coords = torch.rand(self.n_stops, 2, generator=gen) * 50.0
        # full stop-to-stop distance table, used for the depot summary
        self.distances = torch.cdist(self.coords, self.coords)

    def vehicle_slices(self):
        per = self.n_stops // self.n_vehicles
        return [(v, v * per, (v + 1) * per) for v in range(self.n_vehicles)]
