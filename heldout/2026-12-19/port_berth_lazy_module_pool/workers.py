"""Shared worker pool, created on first attribute access (PEP 562 module __getattr__)."""
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

_POOL = None


def __getattr__(name):
    global _POOL
    if name == "pool":
        if _POOL is None:
            _POOL = ProcessPoolExecutor(max_workers=2, mp_context=mp.get_context("fork"))
        return _POOL
    raise AttributeError(name)
