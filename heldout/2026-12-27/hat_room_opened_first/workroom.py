"""A workroom whose pool of blockers is opened when the room is entered."""
import multiprocessing as mp

import torch


def _block(side):
    felt = torch.randn(side, side)
    return float((felt @ felt).trace())


class Workroom:
    def __init__(self, blockers):
        self.blockers = blockers
        self.pool = None

    def __enter__(self):
        self.pool = mp.Pool(self.blockers)
        return self

    def __exit__(self, *exc):
        self.pool.close()
        self.pool.join()
        return False

    def block(self, side):
        return self.pool.map(_block, [side] * self.blockers)
