import multiprocessing as mp

import torch

STEPS = {}


def step(name):
    def register(cls):
        STEPS[name] = cls
        return cls
    return register


@step("load_trips")
class LoadTrips:
    def __init__(self, cfg):
        self.cfg = cfg

    def __call__(self, ctx):
        gen = torch.Generator().manual_seed(self.cfg["seed"])
        ctx["ends"] = torch.rand(self.cfg["trips"], 2, generator=gen)
        ctx["gen"] = gen


@step("imbalance")
class Imbalance:
    def __init__(self, cfg):
        self.cfg = cfg

    def __call__(self, ctx):
        stations = torch.rand(self.cfg["stations"], 2, generator=ctx["gen"])
        nearest = torch.cdist(ctx["ends"], stations).argmin(dim=1)
        ctx["arrivals"] = torch.bincount(nearest, minlength=self.cfg["stations"]).float()
        ctx["stations"] = stations


def _district_moves(district, arrivals, conn):
    surplus = arrivals - arrivals.mean()
    pull = torch.softmax(surplus.unsqueeze(0) * torch.linspace(0, 1, 4096).unsqueeze(1), dim=1)
    conn.send((district, float(pull.max())))
    conn.close()


@step("plan_moves")
class PlanMoves:
    def __init__(self, cfg):
        self.cfg = cfg

    def __call__(self, ctx):
        moves = {}
        for district, share in zip(self.cfg["districts"], ctx["arrivals"].chunk(len(self.cfg["districts"]))):
            parent_end, child_end = mp.Pipe(duplex=False)
            van = mp.Process(target=_district_moves, args=(district, share, child_end))
            van.start()
            name, pull = parent_end.recv()
            van.join()
            moves[name] = pull
        ctx["moves"] = moves
