import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import torch

from fees import late_fee


class CheckinDesk:
    def __init__(self, start_method):
        self.context = mp.get_context(start_method)
        self.history = None

    def load_history(self, rows, features):
        gen = torch.Generator().manual_seed(9)
        raw = torch.rand(rows, features, generator=gen)
        self.history = (raw - raw.mean(dim=0)) / raw.std(dim=0)

    def settle(self, plates):
        with ProcessPoolExecutor(max_workers=2, mp_context=self.context) as ex:
            return list(ex.map(late_fee, plates, [self.history] * len(plates)))
