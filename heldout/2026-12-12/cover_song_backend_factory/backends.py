import multiprocessing as mp
from concurrent.futures import ThreadPoolExecutor

BACKENDS = {}


def backend(name):
    def register(factory):
        BACKENDS[name] = factory
        return factory
    return register


@backend("pool")
def make_pool(cfg):
    return mp.Pool(cfg.workers)


@backend("serial")
def make_serial(cfg):
    return ThreadPoolExecutor(max_workers=1)


def make_backend(cfg):
    return BACKENDS[cfg.backend](cfg)
