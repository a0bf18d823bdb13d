import functools

import torch


class ObstacleMap:
    def __init__(self, n_obstacles, n_waypoints, dims=3, seed=4):
        g = torch.Generator().manual_seed(seed)
        self.obstacles = torch.rand(n_obstacles, dims, generator=g) * 100
        self.waypoints = torch.rand(n_waypoints, dims, generator=g) * 100

    @functools.cached_property
    def clearance(self):
        return torch.cdist(self.waypoints, self.obstacles).min(dim=1).values
