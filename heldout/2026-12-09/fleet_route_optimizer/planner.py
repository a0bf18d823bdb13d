import multiprocessing

import torch


def greedy_route_length(vehicle, coords):
    # nearest-neighbour tour over this vehicle's stops
    d = torch.cdist(coords, coords)
    d.fill_diagonal_(float("inf"))
    visited = torch.zeros(len(coords), dtype=torch.bool)
    cur, total = 0, 0.0
    for _ in range(len(coords) - 1):
        visited[cur] = True
        row = d[cur].masked_fill(visited, float("inf"))
        nxt = int(row.argmin())
        total += float(row[nxt])
        cur = nxt
    return vehicle, round(total, 1)


class RoutePlanner:
    def __init__(self, cfg):
        self.cfg = cfg

    def plan(self):
        jobs = [(v, self.cfg.coords[lo:hi]) for v, lo, hi in self.cfg.vehicle_slices()]
        with multiprocessing.Pool(processes=self.cfg.workers) as pool:
            return sorted(pool.starmap(greedy_route_length, jobs))
