import multiprocessing as mp

import torch
from torch import nn


class RankVoicer(mp.Process):
    def __init__(self, rank, pipes, width):
        super().__init__(name=f"voicer-{rank}")
        self.rank, self.pipes, self.width = rank, pipes, width

    def run(self):
        torch.set_num_threads(1)
        flue = nn.Linear(self.width, self.width)
        with torch.no_grad():
            tone = flue(torch.randn(self.pipes, self.width))
        print(f"{self.rank}: tone {tone.std():.3f}", flush=True)
