import multiprocessing

import torch


class Planner:
    def __init__(self, world, n_candidates, safety_margin):
        self.world = world
        self.n_candidates = n_candidates
        self.safety_margin = safety_margin
        self.safe_waypoints = world.waypoints[world.clearance > safety_margin]

    def _search(self, drone_id, results):
        g = torch.Generator().manual_seed(drone_id)
        candidates = torch.rand(self.n_candidates, 3, generator=g) * 100
        d = torch.cdist(candidates, self.world.obstacles).min(dim=1).values
        results[drone_id] = float(d.max())

    def plan_all(self, drone_ids):
        manager_free = multiprocessing.Array("d", len(drone_ids))
        workers = [multiprocessing.Process(target=self._search, args=(i, manager_free), daemon=True)
                   for i in drone_ids]
        [w.start() for w in workers]
        [w.join() for w in workers]
        return list(manager_free)
