import torch
import torch.multiprocessing as mp


class BaseWorker(mp.Process):
    """Template: subclasses implement setup() and step(); run() is fixed."""

    def __init__(self, rank, results):
        super().__init__()
        self.rank = rank
        self.results = results

    def run(self):
        torch.set_num_threads(1)
        self.setup()
        self.results.put((self.rank, self.step()))

    def setup(self):
        pass

    def step(self):
        raise NotImplementedError
