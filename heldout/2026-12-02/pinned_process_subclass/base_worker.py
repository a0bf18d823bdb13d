import multiprocessing

import torch


class PinnedWorker(multiprocessing.Process):
    """A Process that runs with a single intra-op thread; subclasses implement work()."""

    def __init__(self, worker_id, out):
        super().__init__()
        self.worker_id = worker_id
        self.out = out

    def run(self):
        torch.set_num_threads(1)
        self.out.put((self.worker_id, self.work()))

    def work(self):
        raise NotImplementedError
