from multiprocessing import Pool

import torch

from variogram import empirical_sill, spherical

_STATE = {}


def _estimate_block(block):
    coords, values, sill, rng = _STATE["coords"], _STATE["values"], _STATE["sill"], _STATE["rng"]
    gamma = spherical(torch.cdist(block, coords), sill, rng)
    weights = torch.softmax(-gamma, dim=1)
    return (weights @ values).mean().item()


class KrigingWorkspace:
    """Fits the variogram on entry and owns a worker pool for block estimation."""

    def __init__(self, coords, values, range_m, workers=2):
        self.coords, self.values, self.range_m, self.workers = coords, values, range_m, workers

    def __enter__(self):
        sill = empirical_sill(self.coords, self.values)
        _STATE.update(coords=self.coords, values=self.values, sill=sill, rng=self.range_m)
        self.pool = Pool(self.workers)
        return self

    def estimate(self, blocks):
        return self.pool.map_async(_estimate_block, blocks).get()

    def __exit__(self, *exc):
        self.pool.close()
        self.pool.join()
        return False
