import multiprocessing

import torch


class OrchardWorker(multiprocessing.Process):
    """Base class: one block of the orchard per process."""

    def __init__(self, block, shared):
        super().__init__(name=f"block-{block}")
        self.block = block
        self.shared = shared

    def run(self):
        torch.set_num_threads(1)
        self.shared[self.block] = self.work()

    def work(self):
        raise NotImplementedError


class YieldEstimator(OrchardWorker):
    canopy_pixels = 250_000

    def work(self):
        g = torch.Generator().manual_seed(self.block)
        canopy = torch.rand(self.canopy_pixels, generator=g)
        return float(torch.tanh(canopy * 3).mean())
