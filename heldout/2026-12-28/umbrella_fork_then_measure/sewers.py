import multiprocessing as mp

import torch


def _sew(index):
    gore = torch.randn(512, 512)
    (gore @ gore).abs().sum()


class SewingRoom:
    """Starts the sewers when the room opens; waits for them when it closes."""

    def __init__(self, count):
        self.procs = [mp.Process(target=_sew, args=(i,)) for i in range(count)]

    def open(self):
        for p in self.procs:
            p.start()
        return self

    def close(self):
        for p in self.procs:
            p.join()
        return [p.exitcode for p in self.procs]
