import multiprocessing as mp
import threading
from concurrent.futures import ProcessPoolExecutor


class JobQueue:
    """Fire-and-forget render jobs; results are delivered to callbacks."""

    def __init__(self, workers=2):
        self._ex = ProcessPoolExecutor(max_workers=workers, mp_context=mp.get_context("fork"))
        self._pending = 0
        self._lock = threading.Lock()
        self._idle = threading.Event()

    def enqueue(self, fn, *args, on_done):
        with self._lock:
            self._pending += 1
            self._idle.clear()
        fut = self._ex.submit(fn, *args)
        fut.add_done_callback(lambda f: self._finish(f, on_done))

    def _finish(self, fut, on_done):
        on_done(fut.result())
        with self._lock:
            self._pending -= 1
            if self._pending == 0:
                self._idle.set()

    def drain(self):
        self._idle.wait()
        self._ex.shutdown()
