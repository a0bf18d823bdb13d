import multiprocessing as mp

import torch

from workload import acwr, session_loads


class RiskModel:
    def __init__(self, cfg):
        self.cfg = cfg
        self.ctx = mp.get_context(cfg["start_method"])

    def unit_risk(self, indexed_unit):
        seed, unit = indexed_unit
        acute, chronic = self.cfg["acwr_window"]
        loads = session_loads(self.cfg["squad_size"], self.cfg["sessions"], seed=seed + 1)
        ratio = acwr(loads, acute, chronic)
        return unit, float(torch.sigmoid((ratio - 1.3) * 6).mean())

    def all_units(self, units):
        with self.ctx.Pool(self.cfg["workers"]) as pool:
            return dict(pool.map(self.unit_risk, enumerate(units)))
