import json
import multiprocessing
import os


class TallyWriter:
    """Appends per-line tallies to one JSON-lines file; the lock keeps lines whole."""

    def __init__(self, path, lock=None):
        self.path = path
        self.lock = lock or multiprocessing.Lock()

    def write(self, record):
        with self.lock:
            with open(self.path, "a") as f:
                f.write(json.dumps(record) + "\n")

    def read(self):
        if not os.path.exists(self.path):
            return []
        with open(self.path) as f:
            return [json.loads(line) for line in f]
