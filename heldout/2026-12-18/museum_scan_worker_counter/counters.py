import multiprocessing as mp


class ScanCounters:
    """Shared progress counters for the digitisation station."""

    def __init__(self):
        self.scanned = mp.Value("i", 0)
        self.rejected = mp.Value("i", 0)
