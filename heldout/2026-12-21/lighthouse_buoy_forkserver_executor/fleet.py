import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from drift import buoy_drift


class BuoyFleet:
    def __init__(self, cfg):
        self.cfg = cfg
        self.ctx = mp.get_context(cfg["mp_context"])

    def survey(self, field):
        with ProcessPoolExecutor(max_workers=2, mp_context=self.ctx) as ex:
            futures = [ex.submit(buoy_drift, b, self.cfg["rows"], field) for b in self.cfg["buoys"]]
            return [f.result() for f in futures]
