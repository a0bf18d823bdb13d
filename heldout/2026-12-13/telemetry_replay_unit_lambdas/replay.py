import multiprocessing as mp

import torch

from units import CONVERT

SPAWN = mp.get_context("spawn")


class ReplayWorker(SPAWN.Process):
    """Replays one recorded channel of a flight-data recorder dump."""

    def __init__(self, channel, unit, samples):
        super().__init__(name=f"replay-{channel}")
        self.channel, self.samples = channel, samples
        self.to_si = CONVERT[unit]

    def run(self):
        g = torch.Generator().manual_seed(len(self.channel))
        raw = torch.rand(self.samples, generator=g) * 1000
        print(self.channel, float(self.to_si(raw).max()), flush=True)
