import multiprocessing


class Channels:
    """Result channels shared with the substation workers (manager-backed)."""

    def __init__(self):
        self.manager = multiprocessing.Manager()
        self.results = self.manager.Queue()

    def close(self):
        self.manager.shutdown()
