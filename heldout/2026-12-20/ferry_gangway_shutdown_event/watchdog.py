import multiprocessing


class Watchdog:
    """Raised by any sensor reader that sees the ramp angle out of range."""

    def __init__(self):
        self.tripped = multiprocessing.Event()

    def trip(self):
        self.tripped.set()
