import configparser
import multiprocessing as mp
import os

from orbits import observations, residuals

HERE = os.path.dirname(os.path.abspath(__file__))


def _read_cfg():
    cp = configparser.ConfigParser()
    cp.read(os.path.join(HERE, "orbits.ini"))
    return cp


CFG = _read_cfg()


def fit_candidate(cand):
    t, ra = observations(CFG.getint("survey", "observations"), seed=cand)
    return cand, float(residuals(t, ra, rate=0.01 * cand).median())


class Linker:
    def __init__(self):
        self.ctx = mp.get_context(CFG.get("runtime", "start_method"))
        self.workers = CFG.getint("runtime", "workers")

    def link(self):
        cands = range(1, CFG.getint("survey", "candidates") + 1)
        with self.ctx.Pool(self.workers) as pool:
            return pool.map(fit_candidate, cands)
