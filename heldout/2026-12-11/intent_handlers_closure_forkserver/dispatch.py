import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor


class IntentDispatcher:
    def __init__(self, workers):
        self.handlers = {}
        self.executor = ProcessPoolExecutor(workers, mp_context=mp.get_context("forkserver"))

    def register(self, name, handler):
        self.handlers[name] = handler

    def route_all(self, n_messages):
        futures = [self.executor.submit(h, n_messages) for h in self.handlers.values()]
        return dict(f.result() for f in futures)

    def close(self):
        self.executor.shutdown()
