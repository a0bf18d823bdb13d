import multiprocessing

import torch

from retry import OverBudget, retry

HOSE_REACH_M = 0.08
MEMORY_BUDGET = 2_000_000


def _covered(hydrants, buildings):
    return int((torch.cdist(buildings, hydrants).amin(dim=1) < HOSE_REACH_M).sum())


def _covered_shard(hydrants, buildings, out):
    out.put(_covered(hydrants, buildings))


@retry(attempts=2)
def coverage_map(hydrants, buildings, attempt=0):
    if attempt == 0:
        covered = _covered(hydrants[:256], buildings)
        if buildings.shape[0] * hydrants.shape[0] > MEMORY_BUDGET:
            raise OverBudget(f"{covered} covered by first 256 hydrants only")
        return covered
    results = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=_covered_shard, args=(hydrants, shard, results))
             for shard in buildings.chunk(2)]
    for p in procs:
        p.start()
    total = sum(results.get() for _ in procs)
    for p in procs:
        p.join()
    return total
