import multiprocessing

from runtime import configure_runtime


def travel_minutes(postcode):
    return postcode, 12 + 7 * int(postcode[2:]) % 40


class WorkerPool:
    def __init__(self, cfg):
        configure_runtime(cfg)
        self.pool = multiprocessing.Pool(cfg.getint("runtime", "workers"))

    def map(self, fn, items):
        return self.pool.map(fn, items)

    def close(self):
        self.pool.close()
        self.pool.join()
