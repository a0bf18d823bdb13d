import functools

import torch


def gain(x, db):
    return x * 10 ** (db / 20)


class MasteringChain:
    def __init__(self, target_db, ceiling):
        self.stages = [
            functools.partial(gain, db=target_db),
            lambda x: x.clamp(-ceiling, ceiling),
        ]

    def render(self, track, out):
        gen = torch.Generator().manual_seed(len(track))
        x = torch.rand(48000, generator=gen) - 0.5
        for stage in self.stages:
            x = stage(x)
        out.put((track, float(x.abs().max())))
