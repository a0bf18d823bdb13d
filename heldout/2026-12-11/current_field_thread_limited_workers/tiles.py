from concurrent.futures import ProcessPoolExecutor
from itertools import repeat

import torch


def _single_threaded():
    torch.set_num_threads(1)


def eddy_energy(field, climatology):
    anomaly = field - climatology
    return round(float(anomaly.pow(2).mean()), 5)


class TileRunner:
    def __init__(self, workers, initializer=_single_threaded):
        self.workers = workers
        self.initializer = initializer

    def eddy_energy(self, fields, climatology):
        with ProcessPoolExecutor(self.workers, initializer=self.initializer) as ex:
            return list(ex.map(eddy_energy, fields, repeat(climatology)))
