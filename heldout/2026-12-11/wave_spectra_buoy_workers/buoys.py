from concurrent.futures import ProcessPoolExecutor
from itertools import repeat

from spectra import buoy_energy


class BuoyWorkers:
    def __init__(self, n):
        self.n = n
        self._ex = None

    def __enter__(self):
        self._ex = ProcessPoolExecutor(self.n)
        return self

    def __exit__(self, *exc):
        self._ex.shutdown(cancel_futures=True)
        return False

    def spectra(self, records, ref, n_fft):
        return list(self._ex.map(buoy_energy, records, repeat(ref), repeat(n_fft)))
