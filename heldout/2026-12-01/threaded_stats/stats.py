import threading

import torch


class StatsThread(threading.Thread):
    def __init__(self, n=1_000_000):
        super().__init__(daemon=True)
        self.n = n
        self.result = None

    def run(self):
        x = torch.arange(float(self.n))
        self.result = (x.mean().item(), x.std().item())
