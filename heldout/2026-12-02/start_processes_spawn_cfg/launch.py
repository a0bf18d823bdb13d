import torch.multiprocessing as mp

from worker import run_rank


def launch(cfg):
    ctx = mp.get_context(cfg["start_method"])
    results = ctx.SimpleQueue()
    mp.start_processes(run_rank, args=(cfg["hidden"], results), nprocs=cfg["nprocs"],
                       start_method=cfg["start_method"])
    return sorted(results.get() for _ in range(cfg["nprocs"]))
