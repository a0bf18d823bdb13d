import multiprocessing as mp


class StageGroup:
    """Workers that meet at a barrier between the load and compute stages."""

    def __init__(self, size):
        self.size = size
        self.barrier = mp.Barrier(size)
        self.results = mp.get_context("forkserver").Queue()
