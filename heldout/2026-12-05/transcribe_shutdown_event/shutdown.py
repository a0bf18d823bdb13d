import multiprocessing as mp
import signal


class ShutdownSignal:
    def __init__(self):
        self.event = mp.Event()

    def install(self):
        signal.signal(signal.SIGTERM, lambda *_: self.event.set())
        return self
