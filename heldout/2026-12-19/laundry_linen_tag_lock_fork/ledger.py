"""Shared tag ledger: one slot per scanning station, updated under the caller's lock."""
import multiprocessing

_FORK = multiprocessing.get_context("fork")


class TagLedger:
    def __init__(self, stations):
        self.stations = list(stations)
        self.counts = _FORK.Array("i", len(self.stations), lock=False)

    def add(self, lock, station, tags):
        with lock:
            self.counts[self.stations.index(station)] += tags

    def rows(self):
        return sorted(zip(self.stations, self.counts[:]))
