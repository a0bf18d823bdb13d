"""Iterator over stain-detection results, computed by a worker pool."""
import multiprocessing as mp

import torch
import torch.nn.functional as F


def detect(args):
    frames, seed = args
    gen = torch.Generator().manual_seed(seed)
    kernels = torch.rand(8, frames.shape[1], 3, 3, generator=gen)
    response = F.conv2d(frames, kernels, padding=1)
    return int((response > response.mean() * 1.5).sum().item())


class StainBatches:
    def __init__(self, frames, batches, workers):
        self.frames, self.batches, self.workers = frames, batches, workers
        self._results = None
        self._pool = None

    def __iter__(self):
        return self

    def __next__(self):
        if self._results is None:
            self._pool = mp.get_context("fork").Pool(self.workers)
            self._results = self._pool.imap(detect, [(self.frames, s) for s in range(self.batches)])
        try:
            return next(self._results)
        except StopIteration:
            self._pool.close()
            self._pool.join()
            raise
