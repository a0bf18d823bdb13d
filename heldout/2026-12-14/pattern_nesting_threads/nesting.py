from concurrent.futures import ThreadPoolExecutor

import torch

MARKER_CELLS = 400_000


class Nester:
    executor_cls = ThreadPoolExecutor

    def __init__(self, fabric_width_cm, workers):
        self.fabric_width_cm = fabric_width_cm
        self.workers = workers

    def min_gap(self, layout):
        d = torch.cdist(layout, layout)
        d.fill_diagonal_(float("inf"))
        return float(d.min())

    def _nest(self, roll):
        gen = torch.Generator().manual_seed(len(roll))
        occupancy = torch.rand(MARKER_CELLS, generator=gen)
        return roll, float(torch.sigmoid(8 * (occupancy - 0.2)).mean() * 100)

    def nest_rolls(self, rolls):
        with self.executor_cls(max_workers=self.workers) as ex:
            return list(ex.map(self._nest, rolls))
