from concurrent.futures import ProcessPoolExecutor

import torch
import torch.multiprocessing as tmp


def bale_deviation(args):
    line, weights = args
    w = torch.tensor(weights)
    return line, float((w - w.mean()).abs().max())


class BaleAudit:
    def __init__(self, workers=2, method="spawn"):
        self.workers = workers
        self.ctx = tmp.get_context(method)

    def run(self, lines):
        with ProcessPoolExecutor(self.workers, mp_context=self.ctx) as ex:
            return dict(ex.map(bale_deviation, lines.items()))
