"""Load balancing service. Its worker pool is started up front, when the service is created."""
import multiprocessing as mp

import torch

import model as model_lib


def _machine_share(args):
    index, loads, features = args
    gen = torch.Generator().manual_seed(index)
    demand = torch.rand(loads, features, generator=gen)
    return (demand @ demand.T).mean().item()


class BalanceService:
    def __init__(self, machines, features):
        self.machines, self.features = machines, features
        self.pool = mp.Pool(2)
        self.model = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.pool.close()
        self.pool.join()

    def load_model(self):
        self.model = model_lib.build(self.features)

    def balance(self, loads):
        raw = self.pool.map(_machine_share, [(i, loads, self.features) for i in range(len(self.machines))])
        shares = torch.softmax(torch.tensor(raw), dim=0).tolist()
        return list(zip(self.machines, shares))
