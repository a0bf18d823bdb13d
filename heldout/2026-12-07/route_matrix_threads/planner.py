from concurrent.futures import ThreadPoolExecutor

import torch

from geo import haversine_matrix


def plan_region(depots, region, n_drops):
    g = torch.Generator().manual_seed(region)
    drops = torch.rand(n_drops, 2, generator=g) * 10 + 45
    return region, round(float(haversine_matrix(drops, depots).min(dim=1).values.sum()), 1)


class Planner:
    executor_cls = ThreadPoolExecutor

    def __init__(self, depots, workers=2):
        self.depots = depots
        self.workers = workers

    def plan(self, regions, n_drops):
        with self.executor_cls(max_workers=self.workers) as ex:
            return dict(ex.map(lambda r: plan_region(self.depots, r, n_drops), regions))
