from concurrent.futures import ProcessPoolExecutor, as_completed

import torch


def nearest_neighbour_cost(coords, start, n_candidates):
    d = torch.cdist(coords, coords)
    near = d.topk(n_candidates, dim=1, largest=False).values
    return start, float(near.sum())


class RouteSolver:
    def __init__(self, depot, n_workers=2):
        self.depot = depot
        self.n_workers = n_workers

    def solve(self, starts, n_candidates):
        results = {}
        with ProcessPoolExecutor(max_workers=self.n_workers) as ex:
            futs = [ex.submit(nearest_neighbour_cost, self.depot.coords, s, n_candidates) for s in starts]
            for f in as_completed(futs):
                s, cost = f.result()
                results[s] = round(cost, 1)
        return results
