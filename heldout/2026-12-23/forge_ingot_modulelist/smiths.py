import multiprocessing as mp

import torch
from torch import nn


class Smith(mp.Process):
    def __init__(self, index, width, rows):
        super().__init__(name=f"smith-{index}")
        self.index, self.width, self.rows = index, width, rows

    def run(self):
        hammer = nn.Linear(self.width, self.width)
        with torch.no_grad():
            blows = hammer(torch.randn(self.rows, self.width))
        print(f"{self.name}: {blows.std():.3f}", flush=True)


def strike(count, width, rows):
    smiths = [Smith(i, width, rows) for i in range(count)]
    for smith in smiths:
        smith.start()
    for smith in smiths:
        smith.join()
