import torch
import torch.multiprocessing as mp

from runtime import Runtime


def rank_fn(rank, n_turbines):
    g = torch.Generator().manual_seed(rank)
    print("rank", rank, "power", round(float(torch.rand(n_turbines, generator=g).sum()), 2), flush=True)


class FleetTrainer:
    def __init__(self, n_turbines, runtime=None):
        self.n_turbines = n_turbines
        self.runtime = (runtime or Runtime()).configure()

    def fit(self, nprocs=2):
        mp.start_processes(rank_fn, args=(self.n_turbines,), nprocs=nprocs, start_method=self.runtime.start_method)
