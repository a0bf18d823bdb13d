"""A press with one Process subclass per hammer."""
import multiprocessing as mp

import torch


class Hammer(mp.Process):
    def __init__(self, index, side):
        super().__init__(name=f"hammer-{index}")
        self.side = side

    def run(self):
        blank = torch.randn(self.side, self.side)
        print(self.name, float((blank @ blank).mean()))


def strike(hammers, side):
    crew = [Hammer(i, side) for i in range(hammers)]
    for h in crew:
        h.start()
    for h in crew:
        h.join()
    return [h.exitcode for h in crew]
