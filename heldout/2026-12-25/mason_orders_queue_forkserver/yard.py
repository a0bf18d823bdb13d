import csv
import multiprocessing
from functools import cached_property


class Yard:
    start_method = "forkserver"

    def __init__(self, path):
        with open(path, newline="") as f:
            self.rows = list(csv.DictReader(f))

    @cached_property
    def orders(self):
        q = multiprocessing.Queue()
        for row in self.rows:
            q.put((row["stone"], int(row["courses"])))
        return q

    @cached_property
    def context(self):
        return multiprocessing.get_context(self.start_method)
