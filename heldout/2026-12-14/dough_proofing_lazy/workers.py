import multiprocessing

import torch


class ProofWorker(multiprocessing.Process):
    """Simulates humidity/temperature drift for one dough batch."""

    steps = 600

    def __init__(self, batch_name):
        super().__init__(name=f"proof-{batch_name}")
        self.batch_name = batch_name

    def run(self):
        gen = torch.Generator().manual_seed(len(self.batch_name))
        drift = torch.rand(self.steps, 1000, generator=gen)
        humidity = torch.exp(-drift).cumsum(dim=1)
        print(f"{self.batch_name}: final humidity index {float(humidity[:, -1].mean()):.2f}", flush=True)
