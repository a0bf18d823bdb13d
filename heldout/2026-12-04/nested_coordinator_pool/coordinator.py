import multiprocessing as mp

import torch

from tasks import run_task


def _coordinate(n_tasks, out):
    # Build the work list in the coordinator, ordered by estimated cost.
    gen = torch.Generator().manual_seed(0)
    costs = torch.rand(100_000, generator=gen)
    order = costs.sort(descending=True).indices[:n_tasks].tolist()
    with mp.Pool(2) as pool:
        out.put(sorted(pool.map(run_task, order)))


def launch_coordinator(n_tasks):
    out = mp.Queue()
    proc = mp.Process(target=_coordinate, args=(n_tasks, out), name="coordinator")
    proc.start()
    result = out.get()
    proc.join()
    return result
