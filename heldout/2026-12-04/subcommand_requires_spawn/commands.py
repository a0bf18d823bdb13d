import torch
import torch.multiprocessing as mp

from decorators import requires_spawn


def _stat(seed):
    gen = torch.Generator().manual_seed(seed)
    return seed, round(float(torch.randn(1000, generator=gen).std()), 4)


@requires_spawn
def prepare(args):
    with mp.Pool(args["workers"]) as pool:
        return pool.map(_stat, range(args["shards"]))


@requires_spawn
def train(args):
    with mp.Pool(args["workers"]) as pool:
        return pool.map(_stat, range(10, 10 + args["shards"]))


COMMANDS = {"prepare": prepare, "train": train}
