import functools
import multiprocessing as mp

import rules


class Grader:
    def __init__(self, cfg):
        self.ctx = mp.get_context(cfg["start_method"])
        self.check = functools.partial(rules.passes_moisture, limit=cfg["moisture_limit"])

    def grade(self, lots):
        with self.ctx.Pool(2) as pool:
            return pool.map(self.check, [tuple(lot) for lot in lots])
