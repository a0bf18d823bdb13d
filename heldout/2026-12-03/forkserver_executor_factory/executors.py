import multiprocessing
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

BACKENDS = {
    "threads": lambda n: ThreadPoolExecutor(max_workers=n),
    "processes": lambda n: ProcessPoolExecutor(
        max_workers=n, mp_context=multiprocessing.get_context("forkserver")),
}


def make_executor(cfg):
    return BACKENDS[cfg["backend"]](cfg["workers"])
