import multiprocessing as mp

import tanks


class BrineRoom:
    def __init__(self, method, workers):
        self.ctx = mp.get_context(method)
        self.workers = workers
        self.log_lock = self.ctx.Lock()

    def check(self, names, salinity):
        with self.ctx.Pool(self.workers, initializer=tanks.init_tank_worker, initargs=(self.log_lock,)) as pool:
            return pool.map(tanks.check_tank, [(n, salinity) for n in names])
