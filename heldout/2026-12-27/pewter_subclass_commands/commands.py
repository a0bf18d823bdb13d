"""Commands are Command subclasses, found through Command.__subclasses__()."""
import multiprocessing as mp

import torch


class Command:
    name = None

    def __call__(self, opts):
        raise NotImplementedError


class Melt(Command):
    name = "melt"

    def __call__(self, opts):
        pot = torch.randn(opts.ingots, opts.side, opts.side)
        return torch.bmm(pot, pot.transpose(1, 2)).mean().item()


def _cast(side):
    ingot = torch.randn(side, side)
    return float((ingot @ ingot).sum())


class Cast(Command):
    name = "cast"

    def __call__(self, opts):
        with mp.Pool(opts.casters) as pool:
            return list(pool.imap(_cast, [opts.side] * opts.casters))


def table():
    return {cls.name: cls for cls in Command.__subclasses__()}
