"""Decorator that turns a per-shard function into a pooled map over shards."""
import functools
import multiprocessing as mp

WORKERS = 2


def fan_out(workers=WORKERS):
    def decorate(fn):
        @functools.wraps(fn)
        def run(shards):
            with mp.Pool(workers) as pool:
                return pool.map(fn, shards)
        run.serial = fn
        return run
    return decorate
